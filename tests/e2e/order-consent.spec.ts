import type { Page } from '@playwright/test';
import { confirmAction, DEMO, DEMO_PASSWORD, signedIn } from './support';
import { expect, test } from './support/test';

/**
 * Issue 19, item 1: a quantity the supplier changes waits for the buyer. The buyer's list flags
 * the order, its page shows old → new; agreeing lets the order go on, rejecting cancels it.
 */
/** The newest demo order of the dairy in a status, read through the API as the supplier. */
async function dairyOrder(page: Page, statusId: number) {
  const login = await page.request.post('/v1/users/login', {
    form: { username: DEMO.dairyAdmin.email, password: DEMO_PASSWORD },
  });
  const token = (await login.json()).access_token as string;
  const list = await page.request.get(
    `/v1/supplier/orders/?status_ids=${statusId}&limit=1&order_field=created_at&order_by=asc`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const [order] = (await list.json()).items as { id: number; number: number }[];
  expect(order, `a demo order in status ${statusId}`).toBeDefined();
  return order;
}

async function changeFirstQuantity(supplier: Page, orderId: number) {
  await supplier.goto(`/supplier/orders/${orderId}`);
  const quantity = supplier.getByRole('textbox', { name: /^Количество: / }).first();
  const before = await quantity.inputValue();
  await quantity.fill(String(Number(before.replace(',', '.')) + 1));
  await supplier.getByRole('button', { name: 'Сохранить изменения позиций' }).click();
  await expect(supplier.getByText('Ждёт согласия клиента', { exact: true })).toBeVisible();
  // The supplier cannot move it on while it waits.
  await expect(supplier.getByRole('button', { name: 'Передать в доставку' })).toHaveCount(0);
  await expect(supplier.getByRole('button', { name: 'Начать комплектацию' })).toHaveCount(0);
}

test('the buyer agrees to a changed quantity, and rejects another', async ({ browser }) => {
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  const client = await signedIn(browser, DEMO.buyer.email);
  const working = await dairyOrder(supplier, 3);
  const processing = await dairyOrder(supplier, 8);

  await changeFirstQuantity(supplier, working.id);
  await client.goto('/client/orders');
  const flag = client.getByTestId('awaiting-consent');
  await expect(flag).toContainText('Ждут вашего согласия');
  await flag.click();
  await expect(client).toHaveURL(/status_ids/);
  // Numbers run per supplier: the buyer tells them apart by the supplier beside the number.
  await client
    .getByRole('row')
    .filter({ hasText: 'Зорька' })
    .getByRole('link', { name: `№ ${working.number}`, exact: true })
    .click();
  const panel = client.getByTestId('order-consent');
  await expect(panel).toContainText('Поставщик изменил заказ — нужно ваше согласие');
  await expect(panel.getByRole('columnheader', { name: 'Было' })).toBeVisible();
  await expect(panel.getByRole('row')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Согласиться' }).click();
  await expect(client.getByText('Принят в работу', { exact: true })).toBeVisible();
  const agreed = client.getByTestId('order-history-entry').last();
  await expect(agreed).toContainText('Клиент согласился с изменениями поставщика');
  await expect(agreed).toContainText(DEMO.buyer.name);
  await supplier.reload();
  await expect(supplier.getByRole('button', { name: 'Начать комплектацию' })).toBeVisible();

  await changeFirstQuantity(supplier, processing.id);
  await client.goto(`/client/orders/${processing.id}`);
  await client.getByTestId('order-consent').getByRole('button', { name: 'Отклонить' }).click();
  await confirmAction(client, 'Отклонить');
  await expect(client.getByText('Отменён клиентом', { exact: true })).toBeVisible();
  await expect(client.getByTestId('order-history-entry').last()).toContainText(
    'Клиент не согласился с изменениями поставщика',
  );
});
