import type { Page } from '@playwright/test';
import { confirmAction, DEMO, logIn } from './support';
import { expect, test } from './support/test';

/**
 * Issue 20, item 6: a price list edited item by item — one good added, chosen goods removed — and
 * prices changed in bulk with a preview.
 */
const money = (text: string) => new RegExp(text.replace(/\s/g, '\\s').replace(/[()]/g, '\\$&'));

async function api<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'jwt-token')?.value;
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test('a supplier removes two goods, adds one back and raises prices of a selection by 10 %', async ({
  page,
}) => {
  await logIn(page, DEMO.dairyAdmin.email);
  await expect(page).not.toHaveURL(/\/login/);
  const me = await api<{ organizations: { id: number; name: string }[] }>(page, '/v1/users/me');
  const dairy = me.organizations.find((o) => o.name.includes('Зорька'))?.id;
  const lists = await api<{
    items: { id: number; is_active: boolean; client_organization: { id: number; name: string } }[];
  }>(page, `/v1/supplier/price_lists/?organization_id=${dairy}&limit=100`);
  const list = lists.items.find((l) => l.is_active && l.client_organization.name.includes('Вкусный двор'));
  expect(list).toBeTruthy();
  await page.goto(`/supplier/price-lists/${list?.id}/organization/${list?.client_organization.id}`);

  const grid = page.getByRole('grid');
  const rows = grid.getByRole('row').filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(2)).toBeVisible({ timeout: 30_000 });
  // The name alone, without the line a narrow grid adds under it for its hidden columns.
  const nameOf = (i: number) =>
    rows
      .nth(i)
      .locator('[data-field="name"]')
      .evaluate((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelector('[data-summary]')?.remove();
        return copy.textContent ?? '';
      });
  const [first, second] = [await nameOf(1), await nameOf(2)];

  // Remove two goods after a question.
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Убрать из прайс-листа (2)' }).click();
  await expect(page.getByRole('dialog')).toContainText('Клиент больше не сможет их заказать');
  await confirmAction(page, 'Убрать');
  await expect(page.getByText('Убрано из прайс-листа: 2')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await expect(grid.getByRole('row').filter({ hasText: second })).toHaveCount(0);

  // Add one of them back, alone, at its base price.
  await page.getByRole('button', { name: 'Добавить товар' }).click();
  const add = page.getByRole('dialog', { name: 'Добавить товар' });
  await add.getByLabel('Товар').fill(first.slice(0, 12));
  await page.getByRole('option', { name: first, exact: true }).click();
  await expect(add.getByLabel('Цена, ₽')).not.toHaveValue('');
  await add.getByRole('button', { name: 'Добавить' }).click();
  await expect(add).toHaveCount(0);
  await expect(grid.getByRole('row').filter({ hasText: first })).toHaveCount(1);
  await expect(grid.getByRole('row').filter({ hasText: second })).toHaveCount(0);

  // +10 % on a selection: a preview first, then the new prices in the grid.
  const row = grid.getByRole('row').filter({ hasText: first });
  const before = (await row.locator('[data-field="price"]').textContent()) ?? '';
  const kopecks = Math.round(Number(before.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  const after = Math.round((kopecks * 110) / 100);
  const shown = `${Math.floor(after / 100)},${String(after % 100).padStart(2, '0')}`;
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Изменить цены (1)' }).click();
  const reprice = page.getByRole('dialog', { name: 'Изменить цены' });
  await reprice.getByLabel(/Изменение, %/).fill('10');
  await reprice.getByRole('button', { name: 'Показать изменения' }).click();
  await expect(reprice.getByTestId('reprice-summary')).toHaveText('Изменится цен: 1');
  await expect(reprice.getByRole('table', { name: 'Предпросмотр цен' })).toContainText(money(shown));
  await reprice.getByRole('button', { name: 'Применить' }).click();
  await expect(reprice).toHaveCount(0);
  await expect(row.locator('[data-field="price"]')).toContainText(money(shown));
});
