import { DEMO, DEMO_PASSWORD, logIn } from './support';
import { expect, test } from './support/test';

/**
 * Issue 19, item 17: one number names one company. The buyer's supplier card /client/suppliers/{id}
 * takes the supplier's organization id, like the public card /suppliers/{id}; the list opens it so.
 */
test('the supplier card and the public card take the same organization id', async ({ page }) => {
  const login = await page.request.post('/v1/users/login', {
    form: { username: DEMO.buyer.email, password: DEMO_PASSWORD },
  });
  const token = (await login.json()).access_token as string;
  const answer = await page.request.get('/v1/client/partnerships/?status=active&limit=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const items = (await answer.json()).items as { id: number; partner: { id: number; name: string } }[];
  const dairy = items.find((p) => p.partner.name.includes('Зорька'));
  if (!dairy) throw new Error('the demo buyer partners with «Молочная Зорька»');
  // The two numbers differ in the demo, or the test would prove nothing.
  expect(dairy.partner.id).not.toBe(dairy.id);

  await logIn(page, DEMO.buyer.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/client/suppliers/${dairy.partner.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dairy.partner.name);
  await page.goto(`/suppliers/${dairy.partner.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(dairy.partner.name);

  await page.goto('/client/suppliers');
  await page.getByRole('row').filter({ hasText: 'Зорька' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/client/suppliers/${dairy.partner.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dairy.partner.name);
});
