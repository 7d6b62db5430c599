import { DEMO, logInAndOpen } from './support';
import { expect, test } from './support/test';

/** Issue 24: a big file is checked by a background job the user may leave and come back to. */
test('a supplier uploads a big file, leaves the page, comes back and sees the check progress, then the result', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString().slice(-6);
  const rows = Array.from(
    { length: 100_000 },
    (_, i) => `Товар ${run} ${i + 1};JOB-${run}-${i + 1};шт;${(i % 900) + 10}`,
  );
  const buffer = Buffer.from(['Наименование;Артикул;Ед. изм.;Цена', ...rows].join('\n'));

  await logInAndOpen(page, DEMO.dairyAdmin.email, '/manage/import-goods');
  await expect(page.getByRole('heading', { name: 'Импорт товаров' })).toBeVisible();
  await page
    .getByTestId('import-file-input')
    .setInputFiles({ name: `большой-${run}.csv`, mimeType: 'text/csv', buffer });
  const job = page.getByTestId('import-job');
  await expect(job).toContainText(`Проверка файла импорта «большой-${run}.csv»`);

  await page.goto('/manage/catalog');
  await expect(page.getByRole('heading', { name: 'Каталог товаров' })).toBeVisible();
  await page.goto('/manage/import-goods');
  // Still running: its progress is back; on a machine fast enough to have finished, the file is listed.
  const progress = page.getByRole('progressbar', { name: 'Ход обработки файла' });
  const listed = page.getByRole('row').filter({ hasText: `большой-${run}.csv` });
  await expect(progress.or(listed.filter({ hasText: 'Проверен, не применён' })).first()).toBeVisible();
  if (await progress.isVisible()) {
    await expect(job).toContainText(/Чтение и проверка строк|в очереди|начинается/);
    await expect(job.getByRole('button', { name: 'Отменить' })).toBeEnabled();
    await expect(page.getByText(`Файл «большой-${run}.csv» проверен`)).toBeVisible({ timeout: 150_000 });
    await expect(page.getByRole('heading', { name: `Файл «большой-${run}.csv»` })).toBeVisible();
  }
  await expect(listed).toContainText('Проверен, не применён');
  await expect(listed).toContainText(/100\s000/);
});
