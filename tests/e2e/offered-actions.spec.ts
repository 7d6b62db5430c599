import type { Page } from '@playwright/test';
import { logIn } from './support';
import { expect, test } from './support/test';

/**
 * Issue 20, item 2: menus, module entries and buttons follow the permission map the server
 * applies — a user is never offered a link or a button that ends at «Нет доступа» or a 403.
 */
async function openAs(page: Page, email: string, path: string) {
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Every place a screen can be offered: the module switcher, the side menu, the top navigation. */
const offered = (page: Page, label: string) =>
  page
    .getByRole('link', { name: label, exact: true })
    .or(page.getByRole('button', { name: label, exact: true }));

test('igor (buyer) is offered no roles, users, goods import or documents', async ({ page }) => {
  await openAs(page, 'igor@vkusdvor.demo', '/manage/organizations');
  await expect(offered(page, 'Мои организации').first()).toBeVisible();
  for (const label of ['Роли', 'Пользователи', 'Импорт товаров', 'Документы'])
    await expect(offered(page, label), label).toHaveCount(0);
  await page.goto('/client/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await expect(offered(page, 'Документы')).toHaveCount(0);
});

test('olga (storekeeper) is offered no roles, no users and no «Провести» of a stocktaking', async ({
  page,
}) => {
  await openAs(page, 'olga@vkusdvor.demo', '/manage/organizations');
  for (const label of ['Роли', 'Пользователи']) await expect(offered(page, label), label).toHaveCount(0);

  await page.goto('/documents/stocktaking');
  await page.getByRole('row').filter({ hasText: 'Подсчитана' }).first().click();
  await expect(page).toHaveURL(/\/documents\/stocktaking\/\d+$/);
  await expect(page.getByRole('button', { name: 'Вернуть в подсчёт' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Провести' })).toHaveCount(0);
});

test('anna (admin) is still offered all of them', async ({ page }) => {
  await openAs(page, 'anna@vkusdvor.demo', '/manage/organizations');
  for (const label of ['Роли', 'Пользователи', 'Импорт товаров', 'Документы'])
    await expect(offered(page, label).first(), label).toBeVisible();
});
