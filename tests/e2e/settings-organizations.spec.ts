import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './support';

/** Sales points (issue 4): an organization admin creates a point with working hours and sees it listed. */
test('an organization admin creates a sales point with working hours and sees it in the list', async ({
  page,
}) => {
  await logIn(page, DEMO.clientAdmin.email);
  await expect(page.getByText(DEMO.clientAdmin.name).first()).toBeVisible();
  await page.goto('/manage/sales-points');
  await expect(page.getByRole('heading', { name: 'Мои точки продаж' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Вкусный двор на Тверской', exact: true })).toBeVisible();

  const name = `Вкусный двор на Арбате ${Date.now()}`;
  await page.getByRole('button', { name: 'Добавить точку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая точка продаж' });
  await dialog.getByLabel('Название').fill(name);
  await dialog.getByLabel('Регион').fill('Моск');
  await page.getByRole('option', { name: 'Москва', exact: true }).click();
  await dialog.getByLabel('Город').click();
  await page.getByRole('option', { name: 'Москва', exact: true }).click();
  await dialog.getByLabel('Адрес').fill('ул. Арбат, д. 10');

  const monday = dialog.getByTestId('hours-mon');
  await monday.getByLabel('Понедельник').check();
  await monday.getByLabel('С', { exact: true }).click();
  await page.getByRole('option', { name: '08:30', exact: true }).click();
  await monday.getByLabel('До', { exact: true }).click();
  const last = page.getByRole('option', { name: '23:50', exact: true });
  await expect(page.getByRole('option', { name: '06:00', exact: true })).toBeVisible();
  await last.click();
  await dialog.getByRole('button', { name: 'Создать' }).click();

  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Москва');
  await expect(row).toContainText('Пн 08:30–23:50, Вт–Вс выходной');
});
