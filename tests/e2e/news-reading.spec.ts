import { DEMO, logInAndOpen } from './support';
import { expect, test } from './support/test';

/** Spec 001 §2 «reading settings»: a reader hides a supplier's news from their own feed. */
test('a buyer hides a supplier’s news in the reading settings and the feed no longer shows them', async ({
  page,
}) => {
  await logInAndOpen(page, DEMO.buyer.email, '/news');
  const cards = page.getByRole('main').locator('.MuiCard-root');
  await expect(cards.filter({ hasText: 'Зорька' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Настройки чтения' }).click();
  await expect(page.getByRole('heading', { name: 'Настройки чтения' })).toBeVisible();
  const authors = page.getByRole('list', { name: 'Авторы новостей' });
  const dairy = authors.getByRole('checkbox', { name: /Зорька/ });
  await expect(dairy).toBeChecked();
  await expect(authors.getByRole('listitem').filter({ hasText: 'Зорька' })).toContainText('Ваш поставщик');
  await dairy.uncheck();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status')).toContainText('Настройки чтения сохранены');

  await page.getByRole('link', { name: 'Новости', exact: true }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Зорька' })).toHaveCount(0);

  // The choice is kept: the settings open with the supplier still hidden.
  await page.goto('/news/settings');
  await expect(
    page.getByRole('list', { name: 'Авторы новостей' }).getByRole('checkbox', { name: /Зорька/ }),
  ).not.toBeChecked();
  await page
    .getByRole('list', { name: 'Авторы новостей' })
    .getByRole('checkbox', { name: /Зорька/ })
    .check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status')).toContainText('Настройки чтения сохранены');
});

test('a visitor is sent to log in from the reading settings', async ({ page }) => {
  await page.goto('/news/settings');
  await expect(page).toHaveURL(/\/login\?message=login/);
});
