import type { Browser, Page } from '@playwright/test';
import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

/**
 * Contracts (issue 6): the supplier drafts a contract with a client in the dialog, sends it for
 * approval, and the client finds it in its own list with the same number and status.
 */
test.setTimeout(180_000);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await logIn(page, email);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  return page;
}

/** A day `days` from now as ДД.ММ.ГГГГ: a start that never falls on the day the contract is made. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

test('a supplier drafts a contract, sends it for approval, the client sees it', async ({ browser }) => {
  const number = `Д-${Date.now()}`;
  const [starts, ends] = [dayFromNow(10), dayFromNow(375)];
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  await supplier.goto('/supplier/contracts');
  await supplier.getByRole('button', { name: 'Новый договор' }).click();

  const dialog = supplier.getByRole('dialog', { name: 'Новый договор' });
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByText('Выберите клиента')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Клиент' }).click();
  await supplier.getByRole('option', { name: 'ООО «Вкусный двор»' }).click();
  await dialog.getByLabel('Номер договора').fill(number);
  // MUI X pickers with the ru locale (issue 19, item 6): ДД.ММ.ГГГГ typed section by section.
  await dialog.getByRole('group', { name: 'Дата начала' }).getByRole('spinbutton', { name: 'День' }).click();
  await supplier.keyboard.type(starts.replaceAll('.', ''));
  await expect(dialog.getByRole('group', { name: 'Дата начала' })).toContainText(starts);
  await dialog
    .getByRole('group', { name: 'Дата окончания' })
    .getByRole('spinbutton', { name: 'День' })
    .click();
  await supplier.keyboard.type(ends.replaceAll('.', ''));
  await dialog
    .getByLabel('Условия')
    .fill('Поставка молочной продукции по заявкам, оплата в течение 14 дней.');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();

  const row = supplier.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('Черновик')).toBeVisible();
  await expect(row.getByText(starts)).toBeVisible();

  await row.click();
  const opened = supplier.getByRole('dialog', { name: `Договор № ${number}` });
  await opened.getByRole('button', { name: 'На согласование' }).click();
  await expect(opened.getByText('На согласовании').first()).toBeVisible();
  // The sender waits: only the client approves.
  await expect(opened.getByText('Договор ждёт согласования другой стороной')).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Согласовать' })).toHaveCount(0);
  await opened.getByRole('button', { name: 'Закрыть' }).click();
  await expect(row.getByText('На согласовании')).toBeVisible();

  const client = await signedIn(browser, DEMO.clientAdmin.email);
  await client.goto('/client/contracts');
  const clientRow = client.getByRole('row').filter({ hasText: number });
  await expect(clientRow).toBeVisible({ timeout: 15_000 });
  await expect(clientRow.getByText('На согласовании')).toBeVisible();
  await clientRow.click();
  const review = client.getByRole('dialog', { name: `Договор № ${number}` });
  await review.getByRole('button', { name: 'Согласовать' }).click();
  await expect(review.getByText('Действует').first()).toBeVisible();
});
