import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, logIn } from './support';

/**
 * The full day of an order (issue 7): the client fills a cart from the catalog and sends it; the
 * supplier accepts it, changes a quantity and delivers; the client sees the change and completes
 * it; the history names every author; the list sorts and exports.
 */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await logIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

const chooseOption = async (page: Page, label: string, option?: string | RegExp) => {
  await page.getByLabel(label).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
};

test('an order from the catalog to completion, seen by both sides', async ({ browser }) => {
  const client = await signedIn(browser, DEMO.buyer.email);
  await client.goto('/client/orders/new');
  await chooseOption(client, 'Поставщик', /Зорька/);
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

  await chooseOption(client, 'Точка продаж');
  await chooseOption(client, 'Дата доставки');
  await chooseOption(client, 'Окно доставки');
  await client.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(client).toHaveURL(/\/client\/orders\/\d+$/);
  await expect(client.getByText('Отправлен', { exact: true })).toBeVisible();
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
  for (const step of ['Начать комплектацию', 'Передать в доставку', 'Доставлен']) {
    await supplier.getByRole('button', { name: step, exact: true }).click();
    await expect(supplier.getByRole('button', { name: step, exact: true })).toHaveCount(0);
  }

  await client.reload();
  await expect(client.getByText('Поставщик изменил состав заказа', { exact: false })).toBeVisible();
  await expect(client.getByText('Изменено поставщиком')).toBeVisible();
  await client.getByRole('button', { name: 'Завершить' }).click();
  await expect(client.getByText('Завершён', { exact: true })).toBeVisible();
  const history = client.getByTestId('order-history-entry');
  await expect(history).toHaveCount(7);
  await expect(history.filter({ hasText: DEMO.buyer.name })).toHaveCount(3);
  await expect(history.filter({ hasText: DEMO.dairyAdmin.name })).toHaveCount(4);

  await client.goto('/client/orders');
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
