import { DEMO, DEMO_PASSWORD, logIn } from './support';
import { expect, test } from './support/test';

/** Issue 19, item 11: the short path /contracts opens the contracts of the user's own side. */
test('/contracts opens a supplier’s contracts, not «нет доступа к модулю»', async ({ page }) => {
  await logIn(page, DEMO.dairyAdmin.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/contracts');
  await expect(page).toHaveURL(/\/supplier\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Договоры' })).toBeVisible();
});

test('/contracts opens a buyer’s contracts', async ({ page }) => {
  await logIn(page, DEMO.buyer.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/contracts');
  await expect(page).toHaveURL(/\/client\/contracts$/);
});

/** Issue 19, item 11: the short-path menu variant, chosen in the profile and kept on the server. */
test('a buyer who chooses the short menu keeps contracts and sales points out of it, but can open them', async ({
  page,
}) => {
  const login = await page.request.post('/v1/users/login', {
    form: { username: DEMO.buyer.email, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const topNav = page.getByRole('navigation', { name: 'Навигация раздела' });
  try {
    await logIn(page, DEMO.buyer.email);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/client/orders');
    await expect(topNav.getByRole('link', { name: 'Договоры', exact: true })).toBeVisible();

    await page.goto('/profile');
    const short = page.getByRole('checkbox', { name: 'Короткое меню' });
    await expect(short).not.toBeChecked();
    await short.check();
    await expect(page.getByText('Включено короткое меню')).toBeVisible();

    // Kept by the server: a new page load still has the short menu.
    await page.goto('/client/orders');
    await expect(topNav.getByRole('link', { name: 'Заказы', exact: true })).toBeVisible();
    await expect(topNav.getByRole('link', { name: 'Договоры', exact: true })).toHaveCount(0);
    await page.goto('/contracts');
    await expect(page).toHaveURL(/\/client\/contracts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Договоры' })).toBeVisible();
    await page.goto('/sales-points');
    await expect(page).toHaveURL(/\/sales-points(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(topNav).toBeVisible();
    await expect(topNav.getByRole('link', { name: 'Мои точки продаж', exact: true })).toHaveCount(0);
  } finally {
    await page.request.put('/v1/users/', { headers, data: { settings: { short_path_menu: false } } });
  }
});
