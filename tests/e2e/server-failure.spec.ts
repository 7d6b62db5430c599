import type { Page } from '@playwright/test';
import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

/** Spec 000 §8: an HTTP 500 is only logged; the screen shows its real state, never «пока нет». */

const failWith500 = {
  status: 500,
  contentType: 'application/json',
  body: '{"detail":"x","code":"INTERNAL"}',
};

/** The list's reads answer 500: the screen says it failed to load, not its empty text, and shows no snackbar. */
async function expectListFailure(page: Page, reads: RegExp, path: string, emptyText: string) {
  await page.route(reads, (route) =>
    route.request().method() === 'GET' ? route.fulfill(failWith500) : route.fallback(),
  );
  await page.goto(path);
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список' })).toBeVisible({
    timeout: 45_000, // the failed read is tried twice (query client) before it shows
  });
  await expect(page.getByText(emptyText)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /Сервер|Ошибка/ })).toHaveCount(0);
}

test('a failing order list says it failed to load, with no snackbar', async ({ page }) => {
  await logIn(page, DEMO.buyer.email);
  await expect(page).not.toHaveURL(/\/login/);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await expectListFailure(page, /\/v1\/client\/orders\/?\?/, '/client/orders', 'Заказов пока нет');
  expect(logged.some((line) => line.includes('→ 500'))).toBe(true);
  // Once the server answers again, «Повторить» brings the orders.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список' })).toHaveCount(0);
});

test('a failing users list says it failed to load, not that nobody was found', async ({ page }) => {
  await logIn(page, DEMO.clientAdmin.email);
  await expect(page).not.toHaveURL(/\/login/);
  await expectListFailure(page, /\/v1\/user_roles\/?\?/, '/manage/users', 'Пользователей не найдено');
});
