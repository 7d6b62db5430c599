import { chooseOption, confirmAction, DEMO, emptyCart, sendCart, signedIn } from './support';
import { expect, test } from './support/test';

/**
 * The full day of an order (issue 7): the client fills a cart from the catalog and sends it; the
 * supplier accepts it, changes a quantity, the client agrees, the supplier delivers; the client
 * sees the change and completes it; the history names every author; the list sorts and exports.
 */
test('an order from the catalog to completion, seen by both sides', async ({ browser }) => {
  const client = await signedIn(browser, DEMO.buyer.email);
  await client.goto('/client/orders/new');
  await chooseOption(client, 'Поставщик', /Зорька/);
  await emptyCart(client);
  const quantities = client.getByRole('textbox', { name: /^Количество: / });
  await expect(quantities.first()).toBeVisible();

  await quantities.nth(0).fill('1');
  await expect(client.getByTestId('cart-estimate')).toContainText('1 поз.');
  await expect(client.getByTestId('min-amount-warning')).toContainText('Минимальная сумма заказа');

  await quantities.nth(0).fill('40');
  await quantities.nth(0).press('Enter');
  await expect(quantities.nth(1)).toBeFocused();
  await client.keyboard.type('30');
  await expect(client.getByTestId('cart-estimate')).toContainText('2 поз.');
  await expect(client.getByTestId('min-amount-warning')).toHaveCount(0);

  await sendCart(client);
  const orderPath = new URL(client.url()).pathname;
  const orderId = orderPath.split('/').pop();

  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  await supplier.goto('/supplier/orders');
  await expect(supplier.getByRole('grid')).toBeVisible();
  await supplier.goto(`/supplier/orders/${orderId}`);
  await supplier.getByRole('button', { name: 'Принять в работу' }).click();
  await expect(supplier.getByText('Принят в работу', { exact: true })).toBeVisible();
  await supplier
    .getByRole('textbox', { name: /^Количество: / })
    .first()
    .fill('35');
  await supplier.getByRole('button', { name: 'Сохранить изменения позиций' }).click();
  await expect(supplier.getByText('Изменено поставщиком')).toBeVisible();
  // A changed quantity waits for the client's consent (issue 19) before the order goes on.
  await expect(supplier.getByText('Ждёт согласия клиента', { exact: true })).toBeVisible();
  await client.reload();
  await client.getByTestId('order-consent').getByRole('button', { name: 'Согласиться' }).click();
  await expect(client.getByText('Принят в работу', { exact: true })).toBeVisible();
  await supplier.reload();
  // Issue 20, item 5: the change is in «История», the totals show ordered vs final and VAT, and the
  // supplier writes its comment.
  await expect(
    supplier.getByTestId('order-history-entry').filter({ hasText: 'Изменён состав заказа' }),
  ).toContainText('40 → 35');
  await expect(supplier.getByTestId('order-ordered-total')).toContainText('₽');
  await expect(supplier.getByTestId('order-vat')).toContainText('₽');
  await supplier
    .getByRole('textbox', { name: 'Комментарий поставщика' })
    .fill('Осталось только 35 — везём всё');
  await supplier.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(supplier.getByText('Комментарий поставщика сохранён')).toBeVisible();
  for (const step of ['Начать комплектацию', 'Передать в доставку', 'Доставлен']) {
    await supplier.getByRole('button', { name: step, exact: true }).click();
    if (step === 'Доставлен') await confirmAction(supplier, 'Доставлен');
    await expect(supplier.getByRole('button', { name: step, exact: true })).toHaveCount(0);
  }

  await client.reload();
  await expect(client.getByText('Поставщик изменил состав заказа', { exact: false })).toBeVisible();
  await expect(client.getByText('Изменено поставщиком')).toBeVisible();
  await expect(client.getByText('Осталось только 35 — везём всё')).toBeVisible();
  await client.getByRole('button', { name: 'Завершить' }).click();
  await expect(client.getByRole('dialog')).toContainText('Завершённый заказ нельзя изменить или отменить.');
  await confirmAction(client, 'Завершить');
  await expect(client.getByText('Завершён', { exact: true })).toBeVisible();
  const history = client.getByTestId('order-history-entry');
  await expect(history).toHaveCount(10);
  await expect(history.filter({ hasText: DEMO.buyer.name })).toHaveCount(4);
  await expect(history.filter({ hasText: DEMO.dairyAdmin.name })).toHaveCount(6);
  const number = /№ (\d+)/.exec((await client.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1];

  await client.goto('/client/orders');
  await expect(client.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  await expect(
    client
      .getByRole('row')
      .filter({ hasText: 'Зорька' })
      .filter({ has: client.getByRole('link', { name: `№ ${number}`, exact: true }) })
      .getByRole('img', { name: 'Поставщик изменил состав заказа' }),
  ).toBeVisible({ timeout: 30_000 });
  for (const column of ['Сумма', 'Доставка']) {
    const field = column === 'Сумма' ? 'total_amount' : 'due_delivery_datetime';
    const answer = client.waitForResponse((r) => r.url().includes(`order_field=${field}`) && r.ok());
    await client.getByRole('columnheader', { name: column }).click();
    const items: { total_amount: string; due_delivery_datetime: string | null }[] = (
      await (await answer).json()
    ).items;
    const values = items.map((o) =>
      field === 'total_amount' ? Number(o.total_amount) : Date.parse(o.due_delivery_datetime ?? ''),
    );
    expect(values).toEqual([...values].sort((a, b) => a - b));
  }

  const download = client.waitForEvent('download');
  await client.getByRole('button', { name: 'Экспорт в Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});
