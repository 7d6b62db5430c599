import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support';
import { expect, test } from './support/test';

/**
 * A supplier invites a restaurant that is not registered yet; once its owner registers, the
 * invitation is waiting to be accepted, and the supplier then sets the client's ordering terms.
 */
test.setTimeout(180_000);

async function signedIn(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  return page;
}

test('an e-mail invitation waits for registration; the supplier sets the ordering terms', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const email = `chef-${stamp}@kafe-veter.test`;
  const password = 'veter-pass-2026';
  const clientName = `Кафе «Ветер» ${stamp}`;

  const supplier = await signedIn(browser, 'sergey@urozhai.demo');
  await supplier.goto('/supplier/clients');
  await supplier.getByLabel('ИНН или e-mail, по одному в строке').fill(email);
  await supplier.getByRole('button', { name: 'Отправить приглашения' }).click();
  await expect(supplier.getByRole('list', { name: 'Результаты приглашения' })).toContainText(
    'Приглашение на регистрацию отправлено',
  );

  const signup = await request.post('/v1/users/signup', {
    data: {
      name: 'Ольга Ветрова',
      email,
      password,
      organization: { name: clientName, module_client: true },
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const client = await signedIn(browser, email, password);
  await client.goto('/client/suppliers');
  await client.getByRole('button', { name: /^Принять приглашение «.*Урожай/ }).click();
  await expect(client.getByRole('row').filter({ hasText: 'Урожай' })).toContainText('Активно');

  await supplier.goto('/supplier/clients');
  await supplier.getByRole('row').filter({ hasText: clientName }).click();
  const terms = supplier.getByRole('form', { name: 'Условия заказа' });
  const amount = terms.getByLabel('Минимальная сумма заказа');
  await amount.fill('-5');
  await terms.getByRole('button', { name: 'Сохранить условия' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');

  await amount.fill('2500');
  const saturday = terms.getByRole('button', { name: 'Суббота' });
  const wasPressed = (await saturday.getAttribute('aria-pressed')) === 'true';
  await saturday.click();
  await terms.getByRole('button', { name: 'Сохранить условия' }).click();
  await expect(supplier.getByText('Условия заказа сохранены')).toBeVisible();

  await supplier.reload();
  const reloaded = supplier.getByRole('form', { name: 'Условия заказа' });
  await expect(reloaded.getByLabel('Минимальная сумма заказа')).toHaveValue(/^2\s?500([.,]00)?$/);
  await expect(reloaded.getByRole('button', { name: 'Суббота' })).toHaveAttribute(
    'aria-pressed',
    String(!wasPressed),
  );
});
