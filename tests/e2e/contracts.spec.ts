import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, logIn } from './support';

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

test('a supplier drafts a contract, sends it for approval, the client sees it', async ({ browser }) => {
  const number = `Д-${Date.now()}`;
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  await supplier.goto('/supplier/contracts');
  await supplier.getByRole('button', { name: 'Новый договор' }).click();

  const dialog = supplier.getByRole('dialog', { name: 'Новый договор' });
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByText('Выберите клиента')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Клиент' }).click();
  await supplier.getByRole('option', { name: 'ООО «Вкусный двор»' }).click();
  await dialog.getByLabel('Номер договора').fill(number);
  await dialog.getByLabel('Дата начала').fill('2026-12-01');
  await dialog.getByLabel('Дата окончания').fill('2027-11-30');
  await dialog
    .getByLabel('Условия')
    .fill('Поставка молочной продукции по заявкам, оплата в течение 14 дней.');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();

  const row = supplier.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('Черновик')).toBeVisible();
  await expect(row.getByText('01.12.2026')).toBeVisible();

  await row.click();
  const opened = supplier.getByRole('dialog', { name: `Договор № ${number}` });
  await opened.getByRole('button', { name: 'На согласование' }).click();
  await expect(opened.getByText('На согласовании').first()).toBeVisible();
  await opened.getByRole('button', { name: 'Закрыть' }).click();
  await expect(row.getByText('На согласовании')).toBeVisible();

  const client = await signedIn(browser, DEMO.clientAdmin.email);
  await client.goto('/client/contracts');
  const clientRow = client.getByRole('row').filter({ hasText: number });
  await expect(clientRow).toBeVisible({ timeout: 15_000 });
  await expect(clientRow.getByText('На согласовании')).toBeVisible();
});
