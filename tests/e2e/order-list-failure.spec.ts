import type { Page } from '@playwright/test';
import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

/** The order list's own page read (the awaiting-consent count is a read of its own). */
const LIST_READ = /\/v1\/client\/orders\/?\?(?!status_ids=13&limit=1&)/;

/**
 * Issue 42, item 15: when the order list's read answers 500, the list shows its error with
 * «Повторить» on that answer — not after asking again behind a loading skeleton — and
 * «Повторить» brings the orders once the server answers.
 */
async function failingList(page: Page) {
  await logIn(page, DEMO.buyer.email);
  await expect(page).not.toHaveURL(/\/login/);
  let reads = 0;
  await page.route(LIST_READ, (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    reads += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"detail":"x","code":"INTERNAL"}',
    });
  });
  await page.goto('/client/orders');
  const failure = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список' });
  await expect(failure).toBeVisible();
  expect(reads, 'the list was read once, its answer shown').toBe(1);
  await expect(page.getByText('Список не загружен')).toBeVisible();

  await page.unrouteAll();
  await failure.getByRole('button', { name: 'Повторить' }).click();
  await expect(failure).toHaveCount(0);
}

test('a 500 of the order list shows its error at once, and «Повторить» loads it (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await failingList(page);
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
});

test('a 500 of the order list shows its error at once, and «Повторить» loads it (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await failingList(page);
  await expect(page.getByRole('link', { name: 'Открыть' }).first()).toBeVisible();
});
