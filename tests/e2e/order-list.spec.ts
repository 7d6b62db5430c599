import type { Page } from '@playwright/test';
import { DEMO, logInAndOpen } from './support';
import { expect, test } from './support/test';

/** Issue 20: the order lists fit the screen, find an order by number and by days, statuses in lifecycle order. */

test.use({ viewport: { width: 1280, height: 800 } });

/** Every column is inside the grid and the grid inside the page's main area: nothing is cut off. */
async function gridFits(page: Page) {
  const grid = page.locator('.MuiDataGrid-root').first();
  await expect(grid).toBeVisible();
  const sizes = await grid.evaluate((el) => {
    const columns = [...el.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeader')];
    const main = el.closest('main') ?? document.body;
    return {
      columns: columns.reduce((sum, c) => sum + c.offsetWidth, 0),
      grid: el.clientWidth,
      gridRight: el.getBoundingClientRect().right,
      mainRight: main.getBoundingClientRect().right,
    };
  });
  expect(sizes.columns).toBeLessThanOrEqual(sizes.grid + 1);
  expect(sizes.gridRight).toBeLessThanOrEqual(sizes.mainRight + 1);
}

test('the buyer finds an order by number and by the days it was created; the list fits at 1280 px', async ({
  page,
}) => {
  await logInAndOpen(page, DEMO.buyer.email, '/client/orders');
  const rows = page.locator('.MuiDataGrid-row');
  await expect(rows.first()).toBeVisible();
  await gridFits(page);
  // The buyer's own organization is not repeated in a column.
  await expect(page.getByRole('columnheader', { name: 'Клиент' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Поставщик' })).toBeVisible();

  // Each supplier numbers its orders in its own sequence: a number finds one order per supplier.
  const sent = rows.filter({ has: page.getByRole('link', { name: /^№ \d+$/ }) });
  const firstNumber = ((await sent.first().getByRole('link').textContent()) ?? '').replace(/\D/g, '');
  await page.getByLabel('Номер заказа').fill(firstNumber);
  // The list answers the filter after a pause: until then it still shows every order.
  await expect.poll(() => rows.count()).toBeLessThanOrEqual(2);
  await expect(rows.first().getByRole('link')).toHaveText(`№ ${firstNumber}`);
  const found = await rows.count();
  expect(found).toBeGreaterThanOrEqual(1);
  expect(found).toBeLessThanOrEqual(2);
  for (let i = 0; i < found; i++) await expect(rows.nth(i).getByRole('link')).toHaveText(`№ ${firstNumber}`);
  const suppliers = await rows.evaluateAll((all) =>
    all.map((row) => row.querySelector('[data-field="supplier_organization_id"]')?.textContent ?? ''),
  );
  expect(new Set(suppliers).size).toBe(found);
  await page.getByLabel('Номер заказа').fill('');
  await expect(rows.nth(1)).toBeVisible();

  // Created from a day far ahead: nothing.
  await page.getByRole('group', { name: 'Создан с' }).getByRole('spinbutton', { name: 'День' }).click();
  await page.keyboard.type('01012099');
  await expect(page.getByRole('group', { name: 'Создан с' })).toContainText('01.01.2099');
  await expect(page.getByText('Нет заказов по выбранным условиям')).toBeVisible();
  await expect(page.getByText('0–0 из 0')).toBeVisible();
});

test('the supplier filters by statuses in lifecycle order, without the buyers’ drafts', async ({ page }) => {
  await logInAndOpen(page, DEMO.dairyAdmin.email, '/supplier/orders');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  await gridFits(page);
  await expect(page.getByRole('columnheader', { name: 'Поставщик' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Статус' }).click();
  const options = await page.getByRole('option').allInnerTexts();
  expect(options.slice(0, 7)).toEqual([
    'Все статусы',
    'Отправлен',
    'Принят в работу',
    'Комплектуется',
    // A changed order waits for the buyer's consent before it is executed (issue 19).
    'Ждёт согласия клиента',
    'Исполняется',
    'Доставлен',
  ]);
  expect(options).not.toContain('Черновик');
  expect(options.slice(-2)).toEqual(['Отменён клиентом', 'Отменён поставщиком']);
  await page.keyboard.press('Escape');

  // «Выгрузка для 1С» is made by a background job (issue 24) and saved when it is ready.
  await page.getByRole('button', { name: 'Выгрузка для 1С' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выгрузка заказов для 1С (CommerceML)' });
  // The period starts at the last export (issue 42, item 10), which another test may have made today.
  await dialog
    .getByRole('group', { name: 'С', exact: true })
    .getByRole('spinbutton', { name: 'День' })
    .click();
  await page.keyboard.type('01012020');
  await expect(dialog.getByRole('group', { name: 'С', exact: true })).toContainText('01.01.2020');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Выгрузить' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^заказы-для-1С-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xml$/,
  );
  await expect(dialog).toHaveCount(0);
});
