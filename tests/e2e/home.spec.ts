import type { Page } from '@playwright/test';
import { DEMO, logInAndOpen } from './support';
import { expect, test } from './support/test';

/**
 * Issue 42, item 3: «/» says what waits for the person, only what their rights open, each count a
 * link to the list filtered to it; item 18: a list's filters kept as a named view, the default one
 * applied when the list opens.
 */

const section = (page: Page, label: string) => page.getByRole('region', { name: label });

test('the storekeeper’s start page holds her documents, and no purchases or sales', async ({ page }) => {
  await logInAndOpen(page, 'olga@vkusdvor.demo', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Что ждёт вас' })).toBeVisible();
  const documents = section(page, 'Документы');
  await expect(documents).toBeVisible();
  await expect(page.getByRole('region', { name: /^(Закупки|Продажи)$/ })).toHaveCount(0);
  await expect(page.getByText('Закупки и продажи для бизнеса')).toHaveCount(0);
  await documents.getByTestId('home-item-stocktaking_counting').click();
  await expect(page).toHaveURL(/\/documents\/stocktaking\?status=2$/);
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveText('Идёт подсчёт');
});

test('the supplier sees sales first; «ждут принятия» opens the list of exactly those orders', async ({
  page,
}) => {
  await logInAndOpen(page, DEMO.dairyAdmin.email, '/');
  const first = page.locator('[data-testid^="home-section-"]').first();
  await expect(first).toHaveAttribute('data-testid', 'home-section-supplier');
  const item = first.getByTestId('home-item-supplier_awaiting_acceptance');
  const count = Number(await item.locator('.MuiChip-label').textContent());
  await item.click();
  await expect(page).toHaveURL(/\/supplier\/orders\?/);
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveText('Отправлен');
  const statuses = page.locator('.MuiDataGrid-row [data-field="status_id"]');
  if (count > 0) {
    await expect(statuses.first()).toBeVisible();
    await expect(page.locator('.MuiDataGrid-footerContainer')).toContainText(`из ${count}`);
  }
  for (const text of await statuses.allInnerTexts()) expect(text).toBe('Отправлен');
});

test('a saved view of the orders keeps the status filter and opens as the default', async ({ page }) => {
  await logInAndOpen(page, DEMO.clientAdmin.email, '/client/orders');
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Отправлен', exact: true }).click();
  await page.getByTestId('view-picker').click();
  await page.getByRole('menuitem', { name: 'Сохранить как…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сохранить вид списка' });
  await dialog.getByLabel('Название вида').fill('Отправленные');
  await dialog.getByLabel('Открывать список с этим видом').check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('view-picker')).toHaveText('Вид: Отправленные');

  await page.goto('/client/orders');
  await expect(page.getByTestId('view-picker')).toHaveText('Вид: Отправленные');
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveText('Отправлен');
  // The list reads again with the view's filters: only «Отправлен» rows are left.
  const statuses = page.locator('.MuiDataGrid-row [data-field="status_id"]');
  await expect.poll(async () => [...new Set(await statuses.allInnerTexts())]).toEqual(['Отправлен']);

  await page.getByTestId('view-picker').click();
  await page.getByRole('menuitem', { name: 'Удалить «Отправленные»' }).click();
  await expect(page.getByTestId('view-picker')).toHaveText('Вид: обычный');
  await page.goto('/client/orders');
  await expect(page.getByTestId('view-picker')).toHaveText('Вид: обычный');
  await expect(page.getByRole('combobox', { name: 'Статус' })).not.toHaveText('Отправлен');
});

test('a saved view of the goods keeps the search and the columns the person hid', async ({ page }) => {
  await logInAndOpen(page, DEMO.dairyAdmin.email, '/manage/catalog');
  await page.getByLabel('Поиск по названию или штрихкоду').fill('Молоко');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  const header = page.getByRole('columnheader', { name: 'Витрина' });
  await header.hover();
  await header.getByRole('button', { name: /меню|menu/i }).click();
  await page.getByRole('menuitem', { name: /Скрыть|Hide/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Витрина' })).toHaveCount(0);
  await page.getByTestId('view-picker').click();
  await page.getByRole('menuitem', { name: 'Сохранить как…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сохранить вид списка' });
  await dialog.getByLabel('Название вида').fill('Молочка');
  await dialog.getByLabel('Открывать список с этим видом').check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/manage/catalog');
  await expect(page.getByTestId('view-picker')).toHaveText('Вид: Молочка');
  await expect(page.getByLabel('Поиск по названию или штрихкоду')).toHaveValue('Молоко');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Витрина' })).toHaveCount(0);
});
