import { DEMO, signedIn } from './support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });

/** Issue 42, item 16: a night supplier takes orders until 02:00; the cut-off runs over the whole day. */
test('a supplier sets the order cut-off at 02:00 at night', async ({ browser }) => {
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  await supplier.goto('/supplier/clients');
  await supplier.getByRole('row').filter({ hasText: 'Вкусный двор' }).click();
  const terms = supplier.getByRole('form', { name: 'Условия заказа' });
  await terms.getByLabel('Приём заказов до').click();
  await expect(supplier.getByRole('option', { name: '00:00', exact: true })).toBeVisible();
  await supplier.getByRole('option', { name: '02:00', exact: true }).click();
  await terms.getByRole('button', { name: 'Сохранить условия' }).click();
  await expect(supplier.getByText('Условия заказа сохранены')).toBeVisible();

  await supplier.reload();
  await expect(
    supplier.getByRole('form', { name: 'Условия заказа' }).getByLabel('Приём заказов до'),
  ).toHaveText('02:00');
});
