import type { Browser, Page } from '@playwright/test';
import { DEMO, logIn, uniqueInn } from './support';
import { expect, test } from './support/test';

/**
 * Partnerships and price lists (issue 6): the supplier invites a freshly registered client by
 * e-mail, the client accepts, the supplier publishes a price list for it (goods added by category,
 * one price edited in the grid) and the client sees exactly those prices in the supplier's catalog.
 */
test.setTimeout(240_000);

async function signedIn(browser: Browser, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  return page;
}

const money = (text: string) => new RegExp(text.replace(' ', '\\s'));

test('a supplier invites a client, publishes a price list, the client sees the catalog', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const email = `owner-${stamp}@kafe-luna.test`;
  const password = 'secret-pass-123';
  const clientName = `Кафе «Луна» ${stamp}`;
  const signup = await request.post('/v1/users/signup', {
    data: {
      name: 'Мария Новикова',
      email,
      password,
      organization: {
        name: clientName,
        inn: uniqueInn(stamp),
        module_client: true,
      },
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  await supplier.goto('/supplier/clients');
  await supplier.getByLabel('ИНН или e-mail, по одному в строке').fill(email);
  await supplier.getByRole('button', { name: 'Отправить приглашения' }).click();
  await expect(supplier.getByRole('list', { name: 'Результаты приглашения' })).toContainText(email);
  const invitedRow = supplier.getByRole('row').filter({ hasText: clientName });
  await expect(invitedRow).toContainText('Приглашение');

  const client = await signedIn(browser, email, password);
  await client.goto('/client/suppliers');
  await client.getByRole('button', { name: /^Принять приглашение «.*Зорька/ }).click();
  const supplierRow = client.getByRole('row').filter({ hasText: 'Зорька' });
  await expect(supplierRow).toContainText('Активно');

  await supplier.goto('/supplier/price-lists');
  await supplier.getByLabel('Клиент', { exact: true }).click();
  await supplier.getByRole('option', { name: clientName }).click();
  await supplier.getByRole('button', { name: 'Новый прайс-лист для клиента' }).click();
  await supplier.getByLabel('Название прайс-листа').fill('Молочная продукция для «Луны»');
  await supplier.getByRole('button', { name: 'Создать прайс-лист' }).click();
  await expect(supplier).toHaveURL(/\/supplier\/price-lists\/\d+\/organization\/\d+$/);

  await supplier.getByRole('button', { name: 'Добавить по категориям' }).click();
  const dialog = supplier.getByRole('dialog', { name: 'Добавить товары по категориям' });
  await dialog.getByLabel(/^Молоко \(/).check();
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  // The prices were written by a background job (issue 24); its counts come back as the toast.
  await expect(supplier.getByText(/^Добавлено товаров: [1-9]\d*, обновлено: 0/)).toBeVisible();

  const milkRow = supplier.getByRole('row').filter({ hasText: 'Молоко пастеризованное 3,2 %, 1 л' });
  const priceCell = milkRow.locator('[data-field="price"]');
  await expect(priceCell).toHaveText(money('89,90 ₽'));
  await priceCell.dblclick();
  await priceCell.locator('input').fill('95,50');
  const saved = supplier.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/goods\/\d+/.test(r.url()),
  );
  await priceCell.locator('input').press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(priceCell).toHaveText(money('95,50 ₽'));

  // A new price list is a draft until the supplier activates it.
  await supplier.getByRole('button', { name: 'Активировать' }).click();
  const confirm = supplier.getByRole('dialog', { name: 'Активировать прайс-лист?' });
  await confirm.getByRole('button', { name: 'Активировать' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(supplier.getByText('Прайс-лист активирован')).toBeVisible();

  await client.reload();
  await supplierRow.getByRole('gridcell').first().click();
  await expect(client).toHaveURL(/\/client\/suppliers\/\d+$/);
  const catalog = client.getByRole('grid', { name: 'Каталог поставщика' });
  const changedMilk = catalog.getByRole('row').filter({ hasText: 'Молоко пастеризованное 3,2 %, 1 л' });
  await expect(changedMilk).toContainText(money('95,50 ₽'));
  await expect(changedMilk).toContainText('цена изменилась');
  await expect(
    catalog.getByRole('row').filter({ hasText: 'Молоко пастеризованное 2,5 %, 1 л' }),
  ).toContainText(money('84,50 ₽'));
  await expect(client.getByRole('list', { name: 'Категории каталога' })).toContainText('Молоко');
});
