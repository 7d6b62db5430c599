import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

/** Sales points (issue 4): an organization admin creates a point with working hours and sees it listed. */
test('an organization admin creates a sales point with working hours and sees it in the list', async ({
  page,
}) => {
  await logIn(page, DEMO.clientAdmin.email);
  await expect(page.getByText(DEMO.clientAdmin.name).first()).toBeVisible();
  await page.goto('/manage/sales-points');
  await expect(page.getByRole('heading', { name: 'Мои точки продаж' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: /^Вкусный двор на Тверской(?!\S)/ })).toBeVisible();

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
  // Night hours (issue 19): the whole day is offered, and closing after midnight is allowed.
  await expect(page.getByRole('option', { name: '00:00', exact: true })).toBeVisible();
  await page.getByRole('option', { name: '02:30', exact: true }).click();
  await expect(monday).toContainText('до 02:30 следующего дня');
  // Time zone (issue 19): the point's own clock, «Новосибирск (UTC+7)».
  await dialog.getByLabel('Часовой пояс').click();
  await page.getByRole('option', { name: 'Новосибирск (UTC+7)', exact: true }).click();
  await dialog.getByRole('button', { name: 'Создать' }).click();

  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Москва');
  await expect(row).toContainText('Пн 08:30–02:30, Вт–Вс выходной');
  await expect(row).toContainText('Новосибирск (UTC+7)');
});
