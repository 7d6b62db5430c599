import type { Page } from '@playwright/test';
import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

/**
 * Issue 41: price-list cells save through the shared save queue. A refused price stays typed and
 * marked by its good, never holds back the next cell, and survives a reload with «Не сохранено: 1».
 */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'jwt-token')?.value;
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test('a refused price is kept and marked by its good while the next price saves', async ({ page }) => {
  await logIn(page, DEMO.dairyAdmin.email);
  await expect(page).not.toHaveURL(/\/login/);
  const me = await api<{ organizations: { id: number; name: string }[] }>(page, '/v1/users/me');
  const dairy = me.organizations.find((o) => o.name.includes('Зорька'))?.id;
  const lists = await api<{
    items: { id: number; is_active: boolean; client_organization: { id: number; name: string } }[];
  }>(page, `/v1/supplier/price_lists/?organization_id=${dairy}&limit=100`);
  const list = lists.items.find((l) => l.is_active && l.client_organization.name.includes('Вкусный двор'));
  await page.goto(`/supplier/price-lists/${list?.id}/organization/${list?.client_organization.id}`);

  const rows = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(2)).toBeVisible({ timeout: 30_000 });
  const goods = await api<{ items: { good_id: number; name: string }[] }>(
    page,
    `/v1/supplier/price_lists/${list?.id}/goods?organization_id=${dairy}&limit=2&order_field=name&order_by=asc`,
  );
  const [bad, good] = goods.items;
  const priceOf = (name: string) =>
    page.getByRole('row').filter({ hasText: name }).first().locator('[data-field="price"]');
  const state = page.getByTestId('save-state');

  await priceOf(bad.name).dblclick();
  await priceOf(bad.name).locator('input').fill('-5');
  await priceOf(bad.name).locator('input').press('Enter');
  await expect(page.getByTestId('refused-prices')).toContainText(`«${bad.name}»`);
  await expect(state).toHaveText('Не сохранено: 1');

  await priceOf(good.name).dblclick();
  await priceOf(good.name).locator('input').fill('123,45');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/goods\/\d+/.test(r.url()));
  await priceOf(good.name).locator('input').press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(state).toHaveText('Не сохранено: 1');

  await page.reload();
  await expect(priceOf(good.name)).toHaveText(/123,45\s₽/);
  await expect(priceOf(bad.name)).toHaveText('-5');
  await expect(priceOf(bad.name)).toHaveClass(/price-refused/);
  await expect(page.getByTestId('refused-prices')).toContainText(`«${bad.name}»`);
  await expect(state).toHaveText('Не сохранено: 1');
});
