import type { Page } from '@playwright/test';
import { logIn } from './support';
import { expect, test } from './support/test';

/**
 * «Управление → Пользователи»: a click on a user opens the card with the user's roles (issue 18,
 * item 8: it used to blank the whole app with a TypeError in UserRoles).
 */
async function openUserCard(page: Page, admin: string, user: { name: string; email: string }) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logIn(page, admin);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/manage/users');
  await page.getByRole('gridcell', { name: user.email }).click();
  await expect(page).toHaveURL(/\/manage\/users\/organization\/\d+\/user\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'К списку пользователей' })).toBeVisible();
  expect(errors).toEqual([]);
}

test('anna opens the card of her buyer igor', async ({ page }) => {
  await openUserCard(page, 'anna@vkusdvor.demo', { name: 'Игорь Петров', email: 'igor@vkusdvor.demo' });
  await expect(page.getByRole('checkbox', { name: 'Закупщик' })).toBeChecked();
});

test('dmitry opens his own card in «Зорька»', async ({ page }) => {
  await openUserCard(page, 'dmitry@zorka.demo', { name: 'Дмитрий Волков', email: 'dmitry@zorka.demo' });
  await expect(page.getByRole('checkbox', { name: 'Администратор' })).toBeChecked();
});
