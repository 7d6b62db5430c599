import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logInAndOpen } from './support';
import { expect, test } from './support/test';

/**
 * Issue 42, item 1: an order's times are its sales point's, a contract's its supplier's, a
 * stocktaking's its sales point's. The demo points and suppliers are in Moscow; a browser in
 * Novosibirsk reads «08:00 МСК» (it read «12:00»), one in Moscow plain «08:00».
 */

interface ListedOrder {
  id: number;
  due_delivery_datetime: string | null;
  sales_point_time_zone: string;
}

/** The API as the demo user `email`: the headers of their token and their first organization. */
async function apiAs(page: Page, email: string) {
  const login = await page.request.post('/v1/users/login', {
    form: { username: email, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const me = await (await page.request.get('/v1/users/me', { headers })).json();
  return { headers, organizationId: me.organizations[0].id as number };
}

/** The buyer's newest order with a delivery time, read through the API. */
async function orderWithDelivery(page: Page): Promise<ListedOrder> {
  const { headers } = await apiAs(page, DEMO.buyer.email);
  const list = await page.request.get('/v1/client/orders/?limit=50&order_field=created_at&order_by=desc', {
    headers,
  });
  const items = (await list.json()).items as ListedOrder[];
  const order = items.find((o) => o.due_delivery_datetime);
  if (!order) throw new Error('the demo has no order with a delivery time');
  return order;
}

/** «27.11.2026 08:00»: Moscow keeps UTC+3 all year. */
function moscowTime(iso: string) {
  const at = new Date(Date.parse(iso) + 3 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

const field = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=..');

test.describe('a browser in Novosibirsk', () => {
  test.use({ timezoneId: 'Asia/Novosibirsk' });

  test('reads a Moscow point’s delivery on Moscow time, named «МСК», in the order and the list', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const order = await orderWithDelivery(page);
    const due = moscowTime(order.due_delivery_datetime ?? '');
    await logInAndOpen(page, DEMO.buyer.email, `/client/orders/${order.id}`);
    await expect(field(page, 'Доставка')).toHaveText(`Доставка${due} МСК`);
    await expect(field(page, 'Создан')).toContainText('МСК');

    await page.goto('/client/orders');
    const cell = page.locator(`.MuiDataGrid-row[data-id="${order.id}"] [data-field="due_delivery_datetime"]`);
    await expect(cell).toHaveText(`${due}МСК`);
    expect(order.sales_point_time_zone).toBe('Europe/Moscow');
  });

  test('reads a contract’s history on the Moscow supplier’s time, named «МСК»', async ({ page }) => {
    const client = await apiAs(page, DEMO.clientAdmin.email);
    const supplier = await apiAs(page, DEMO.dairyAdmin.email);
    const number = `ЧП-${Date.now()}`;
    const created = await page.request.post(
      `/v1/supplier/contracts/?organization_id=${supplier.organizationId}`,
      {
        headers: supplier.headers,
        data: { client_organization_id: client.organizationId, number },
      },
    );
    expect(created.status()).toBe(201);

    await logInAndOpen(page, DEMO.dairyAdmin.email, '/supplier/contracts');
    await page.getByRole('row').filter({ hasText: number }).click();
    const dialog = page.getByRole('dialog', { name: `Договор № ${number}` });
    const answer = page.waitForResponse(
      (r) => r.url().includes('/status?') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'На согласование' }).click();
    const steps = (await (await answer).json()).history as { at: string }[];
    await expect(dialog.getByTestId('contract-history-entry').last()).toContainText(
      `${moscowTime(steps[steps.length - 1].at)} МСК`,
    );
  });

  test('reads a Moscow supplier’s cut-off as «до 18:00 МСК»', async ({ page }) => {
    const { headers } = await apiAs(page, DEMO.buyer.email);
    const answer = await page.request.get('/v1/client/partnerships/?status=active&limit=100', { headers });
    const items = (await answer.json()).items as {
      partner: { id: number; name: string };
      order_cutoff_time: string;
    }[];
    const dairy = items.find((p) => p.partner.name.includes('Зорька'));
    if (!dairy?.order_cutoff_time) throw new Error('the demo dairy has a cut-off');
    await logInAndOpen(page, DEMO.buyer.email, `/client/suppliers/${dairy.partner.id}`);
    await expect(page.getByText(/заказы принимаются до/)).toContainText(
      `заказы принимаются до ${dairy.order_cutoff_time} МСК`,
    );
  });

  test('reads when a stocktaking’s count started on the Moscow point’s time, named «МСК»', async ({
    page,
  }) => {
    const { headers } = await apiAs(page, DEMO.clientAdmin.email);
    const counted = await (await page.request.get('/v1/stocktaking_docs/?status_ids=3', { headers })).json();
    const doc = (counted.items as { id: number; book_frozen_at: string | null }[]).find(
      (d) => d.book_frozen_at,
    );
    if (!doc?.book_frozen_at) throw new Error('the demo has no counted stocktaking');
    await logInAndOpen(page, DEMO.clientAdmin.email, `/documents/stocktaking/${doc.id}`);
    await expect(page.getByTestId('book-frozen')).toContainText(
      `на начало подсчёта (${moscowTime(doc.book_frozen_at)} МСК)`,
    );
  });
});

test.describe('a browser in Moscow', () => {
  test.use({ timezoneId: 'Europe/Moscow' });

  test('reads the same time with no zone named', async ({ page }) => {
    const order = await orderWithDelivery(page);
    const due = moscowTime(order.due_delivery_datetime ?? '');
    await logInAndOpen(page, DEMO.buyer.email, `/client/orders/${order.id}`);
    await expect(field(page, 'Доставка')).toHaveText(`Доставка${due}`);
  });
});
