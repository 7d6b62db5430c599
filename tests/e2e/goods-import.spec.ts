import ExcelJS from 'exceljs';
import { confirmAction, DEMO, logIn } from './support';
import { expect, test } from './support/test';

/** Goods import (issue 5): the template filled with 3 rows, a dry run, a mapping fix, apply, the catalogue. */
test('a supplier imports three goods from the template and finds them under their categories', async ({
  page,
}) => {
  await logIn(page, DEMO.dairyAdmin.email);
  await expect(page.getByText(DEMO.dairyAdmin.name).first()).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'jwt-token')?.value;
  const template = await page.request.get('/v1/import_goods/download_file/template_import_goods', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(template.ok()).toBe(true);

  const run = Date.now().toString().slice(-6);
  const category = `Десерты ${run}`;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  sheet.getCell('A1').value = 'Название позиции';
  sheet.spliceRows(2, 1);
  const rows = [
    [`Йогурт вишнёвый ${run}`, 1, 'Йогурты', '10 %', '79,90'],
    [`Йогурт черничный ${run}`, 2, 'Йогурты', '10 %', '81,50'],
    [`Пудинг ванильный ${run}`, 3, 'Пудинги', 'Без НДС', '95'],
  ] as const;
  for (const [name, n, group, vat, price] of rows) {
    sheet.addRow([name, `E2E-${run}-${n}`, '', 'шт', `${category} / ${group}`, vat, price, '']);
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.goto('/manage/import-goods');
  await expect(page.getByRole('heading', { name: 'Импорт товаров' })).toBeVisible();
  await page.getByTestId('import-file-input').setInputFiles({
    name: 'товары.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });

  await expect(page.getByText('Ошибка: 3')).toBeVisible();
  await expect(page.getByText('Не найдена обязательная колонка «Наименование»')).toBeVisible();
  await page.getByLabel('Колонка «Название позиции»').click();
  await page.getByRole('option', { name: 'Наименование', exact: true }).click();
  await page.getByRole('button', { name: 'Проверить заново' }).click();
  await expect(page.getByText('Новый: 3')).toBeVisible();
  await expect(page.getByText('Ошибка: 0')).toBeVisible();

  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('dialog')).toContainText('В каталог добавится новых товаров: 3, изменится: 0.');
  await confirmAction(page, 'Применить');
  await expect(page.getByText('Импорт применён: новых товаров — 3, изменено — 0.')).toBeVisible();

  await page.goto('/manage/catalog');
  await expect(page.getByRole('heading', { name: 'Каталог товаров' })).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Категории' });
  await tree.getByRole('button', { name: category, exact: true }).click();
  await expect(page.getByRole('gridcell', { name: `Пудинг ванильный ${run}` })).toBeVisible();
  await tree.getByRole('button', { name: /^Йогурты/ }).click();
  await expect(page.getByRole('gridcell', { name: `Йогурт вишнёвый ${run}` })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `Йогурт черничный ${run}` })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `Пудинг ванильный ${run}` })).toBeHidden();
});
