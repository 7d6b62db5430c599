import type { Page } from '@playwright/test';
import { DEMO, logInAndOpen } from './support';
import { expect, test } from './support/test';

/**
 * Issue 42, item 7: on both sides' order lists at 1280 and 1440 px no number, date or status
 * reads «30.11.2026 …» or «Ждёт согласия кл…», and the filters are one row with the rest behind
 * «Фильтры».
 */

const CHECKED = ['id', 'created_at', 'due_delivery_datetime', 'status_id'];

/** The cells (and their chips, links, labels) whose text is wider than the box that shows it. */
async function cutCells(page: Page) {
  return page
    .locator('.MuiDataGrid-root')
    .first()
    .evaluate((grid, fields) => {
      const cut: string[] = [];
      for (const cell of grid.querySelectorAll<HTMLElement>('.MuiDataGrid-cell[data-field]')) {
        if (!fields.includes(cell.dataset.field ?? '') || cell.offsetParent === null) continue;
        const right = cell.getBoundingClientRect().right;
        for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
          if (el.clientWidth === 0 && el.scrollWidth === 0) continue;
          const style = getComputedStyle(el);
          const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
          const wider = el.scrollWidth > el.clientWidth + 0.5 && clips && el.clientWidth > 0;
          const outside = el.getBoundingClientRect().right > right + 0.5;
          if (wider || outside) cut.push(`${cell.dataset.field}: «${cell.textContent}»`);
        }
      }
      return [...new Set(cut)];
    }, CHECKED);
}

/** The filter bar is no taller than its tallest control: one row. */
async function filtersInOneRow(page: Page) {
  const bar = page.locator('#order-filters');
  await expect(bar).toBeVisible();
  const { bar: height, control } = await bar.evaluate((el) => ({
    bar: el.getBoundingClientRect().height,
    control: Math.max(...[...el.children].map((c) => c.getBoundingClientRect().height)),
  }));
  expect.soft(height, 'the filter bar is one row of controls').toBeLessThanOrEqual(control + 1);
  expect(height).toBeLessThanOrEqual(48);
}

async function expectNothingCut(page: Page, what: string) {
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  // The grid re-fits its columns once the rows and the scrollbar arrive.
  await page.waitForTimeout(500);
  expect.soft(await cutCells(page), `${what}: cut number, date or status cells`).toEqual([]);
}

const SIDES = [
  { side: 'client', user: DEMO.buyer.email, partner: 'Поставщик' },
  { side: 'supplier', user: DEMO.dairyAdmin.email, partner: 'Клиент' },
] as const;

for (const width of [1280, 1440]) {
  for (const { side, user, partner } of SIDES) {
    test(`${side} orders at ${width} px: no cut cells, filters in one row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAndOpen(page, user, `/${side}/orders`);
      await expectNothingCut(page, 'all orders');
      await page.screenshot({ path: test.info().outputPath(`orders-${side}-${width}.png`) });
      await filtersInOneRow(page);

      // The longest status label, on the list's rows.
      await page.getByRole('combobox', { name: 'Статус' }).click();
      await page.getByRole('option', { name: 'Ждёт согласия клиента' }).click();
      await expect(page.locator('.MuiDataGrid-row').first()).toContainText('Ждёт согласия клиента');
      await expectNothingCut(page, 'awaiting the buyer');
      await page.screenshot({ path: test.info().outputPath(`orders-${side}-${width}-awaiting.png`) });
      await filtersInOneRow(page);

      // The partner waits behind «Фильтры», which counts it once it is set.
      await expect(page.getByRole('combobox', { name: new RegExp(`^${partner}`) })).toHaveCount(0);
      await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
      await page.getByRole('combobox', { name: new RegExp(`^${partner}`) }).click();
      await page.getByRole('option').nth(1).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Фильтры (1)' })).toBeVisible();
    });
  }
}

test('on a phone the order filters are one row too: the number and «Фильтры», the cards below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAndOpen(page, DEMO.buyer.email, '/client/orders');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByLabel('Номер заказа')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Фильтры', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('orders-phone.png') });
  await filtersInOneRow(page);
});
