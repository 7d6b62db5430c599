import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './support';

/** Spec 000 §8: an HTTP 500 is only logged; the screen shows its real state, never «пока нет». */

const failWith500 = {
  status: 500,
  contentType: 'application/json',
  body: '{"detail":"x","code":"INTERNAL"}',
};

test('a failing order list says it failed to load, with no snackbar', async ({ page }) => {
  await logIn(page, DEMO.buyer.email);
  await expect(page).not.toHaveURL(/\/login/);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route(/\/v1\/client\/orders\/?\?/, (route) =>
    route.request().method() === 'GET' ? route.fulfill(failWith500) : route.fallback(),
  );
  await page.goto('/client/orders');
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список' })).toBeVisible({
    timeout: 45_000, // the failed read is tried twice (query client) before it shows
  });
  await expect(page.getByText('Заказов пока нет')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /Сервер|Ошибка/ })).toHaveCount(0);
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
  await page.route(/\/v1\/user_roles\/?\?/, (route) =>
    route.request().method() === 'GET' ? route.fulfill(failWith500) : route.fallback(),
  );
  await page.goto('/manage/users');
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список' })).toBeVisible({
    timeout: 45_000, // the failed read is tried twice (query client) before it shows
  });
  await expect(page.getByText('Пользователей не найдено')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /Сервер|Ошибка/ })).toHaveCount(0);
});
