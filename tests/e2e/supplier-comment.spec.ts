import { DEMO, newestOrder, signedIn } from './support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Issue 42, item 6: the supplier types «Комментарий поставщика», then saves a changed quantity
 * first: the typed comment stays, and is saved afterwards on the order's new version.
 */
test('the typed supplier comment survives saving line changes', async ({ browser }) => {
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  const order = await newestOrder(supplier, DEMO.dairyAdmin.email, 'supplier', 3);
  expect(order, 'a demo order in work').toBeDefined();

  await supplier.goto(`/supplier/orders/${order.id}`);
  const comment = supplier.getByRole('textbox', { name: 'Комментарий поставщика' });
  const text = 'Молоко привезём после обеда';
  await comment.fill(text);
  const quantity = supplier.getByRole('textbox', { name: /^Количество: / }).first();
  const before = await quantity.inputValue();
  await quantity.fill(String(Number(before.replace(',', '.')) + 1));
  await supplier.getByRole('button', { name: 'Сохранить изменения позиций' }).click();
  await expect(supplier.getByText('Изменения позиций сохранены — клиент их увидит')).toBeVisible();
  await expect(supplier.getByText('Ждёт согласия клиента', { exact: true })).toBeVisible();
  await expect(comment).toHaveValue(text);

  await supplier.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(supplier.getByText('Комментарий поставщика сохранён')).toBeVisible();
  await supplier.reload();
  await expect(comment).toHaveValue(text);
});
