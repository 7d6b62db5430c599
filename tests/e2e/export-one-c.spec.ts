import type { Locator, Page } from '@playwright/test';
import { DEMO, logInAndOpen } from './support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });

const typeDate = async (page: Page, dialog: Locator, label: string, digits: string) => {
  await dialog
    .getByRole('group', { name: label, exact: true })
    .getByRole('spinbutton', { name: 'День' })
    .click();
  await page.keyboard.type(digits);
};

/**
 * Issue 42, item 10: «Выгрузка для 1С» says when no order falls in the period instead of saving an
 * empty file, and next time starts its period at the day of the last export.
 */
test('the 1С export names an empty period and starts from the last export', async ({ page }) => {
  await logInAndOpen(page, DEMO.dairyAdmin.email, '/supplier/orders');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Выгрузка заказов для 1С (CommerceML)' });
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });

  await page.getByRole('button', { name: 'Выгрузка для 1С' }).click();
  await typeDate(page, dialog, 'С', '01012020');
  await typeDate(page, dialog, 'По', '31012020');
  await expect(dialog.getByRole('group', { name: 'По', exact: true })).toContainText('31.01.2020');
  await dialog.getByRole('button', { name: 'Выгрузить' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'С 01.01.2020 по 31.01.2020 заказов нет — выгружать нечего. Выберите другой период.',
  );
  expect(downloads).toBe(0);

  await typeDate(page, dialog, 'С', '01012020');
  await typeDate(page, dialog, 'По', new Date().toLocaleDateString('ru-RU').replaceAll('.', ''));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Выгрузить' }).click();
  await download;
  await expect(dialog).toHaveCount(0);

  // Next time the period starts on the day of that export.
  await page.getByRole('button', { name: 'Выгрузка для 1С' }).click();
  const today = new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
  await expect(dialog.getByRole('group', { name: 'С', exact: true })).toContainText(today);
});
