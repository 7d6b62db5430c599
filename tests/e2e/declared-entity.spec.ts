import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });

/** Issue 44: a declared entity's generic screen adds, lists, edits and deletes with the dialog. */
test('delivery zones: added in the dialog, refused in Russian, edited and deleted from the list', async ({
  page,
}) => {
  await logIn(page, DEMO.dairyAdmin.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/supplier/delivery-zones');
  await expect(page.getByRole('heading', { name: 'Зоны доставки' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Название зоны: заполните поле')).toBeVisible();
  await page.getByRole('textbox', { name: 'Название зоны' }).fill('Север');
  await page.getByRole('textbox', { name: 'Регионы и города' }).fill('Москва, Химки');
  await page.getByRole('textbox', { name: 'Минимальная сумма заказа' }).fill('7500');
  await page.getByRole('button', { name: 'пн' }).click();
  await page.getByRole('button', { name: 'ср' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();

  const row = page.getByRole('row', { name: /Север/ });
  await expect(row).toContainText('7 500,00 ₽');
  await expect(row).toContainText('пн, ср');

  await row.getByRole('button', { name: 'Изменить «Север»' }).click();
  await page.getByRole('textbox', { name: 'Название зоны' }).fill('Север-2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('row', { name: /Север-2/ })).toBeVisible();

  await page.getByRole('button', { name: 'Удалить «Север-2»' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('row', { name: /Север-2/ })).toHaveCount(0);
});
