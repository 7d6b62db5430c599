import type { Locator, Page } from '@playwright/test';
import { confirmAction, dismissAction } from './support';
import { expect, test } from './support/test';

/**
 * Inventory documents against the real server and the demo data: counting with the keyboard,
 * variance, accounting with and without stocktaking_docs_client_u_accounting.
 * Each test creates its own stocktaking, so tests do not depend on one another.
 */
const PASSWORD = 'demo12345';

async function loginAs(page: Page, baseURL: string, email: string) {
  const login = await page.request.post('/v1/users/login', { form: { username: email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { access_token: token } = await login.json();
  await page.context().addCookies([
    { name: 'jwt-token', value: token, url: baseURL },
    { name: 'show-nav', value: 'true', url: baseURL },
  ]);
  return token as string;
}

/** A stocktaking of the demo sales point with three dairy goods, created through the API as `token`. */
async function newStocktaking(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const docs = await (await page.request.get('/v1/stocktaking_docs/?status_ids=4', { headers })).json();
  const opening = docs.items[0];
  const lines = await (
    await page.request.get(`/v1/stocktaking_docs/${opening.id}/line_items`, { headers })
  ).json();
  const names = ['Молоко 3,2 %', 'Сливки 33 %', 'Сметана 20 %'];
  const goodIds = names.map(
    (name) => lines.items.find((l: { good_name: string }) => l.good_name === name).good_id,
  );
  const created = await page.request.post(`/v1/stocktaking_docs/?sales_point_id=${opening.sales_point_id}`, {
    headers,
    data: {},
  });
  const doc = await created.json();
  await page.request.post(`/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/bulk_create`, {
    headers,
    data: { good_ids: goodIds },
  });
  return doc.id as number;
}

/**
 * «Провести» asks first with `warning`; «Не сейчас» keeps the document `before`, the second time it
 * is confirmed and `after` shows, with nothing left to post.
 */
async function postAfterWarning(page: Page, warning: string, before: string, after: Locator) {
  await page.getByRole('button', { name: 'Провести' }).click();
  await expect(page.getByRole('dialog')).toContainText(warning);
  await dismissAction(page);
  await expect(page.getByText(before).first()).toBeVisible();
  await page.getByRole('button', { name: 'Провести' }).click();
  await confirmAction(page, 'Провести');
  await expect(after).toBeVisible();
  await expect(page.getByRole('button', { name: 'Провести' })).toHaveCount(0);
}

/** A rent expense («Прочие затраты» / «Аренда») entered through the «Новый расход» dialog. */
async function addRentExpense(page: Page, amount: string, comment: string) {
  await page.getByRole('button', { name: 'Новый расход' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Тип').click();
  await page.getByRole('option', { name: 'Прочие затраты' }).click();
  await dialog.getByLabel('Категория').click();
  await page.getByRole('option', { name: 'Аренда' }).click();
  await dialog.getByLabel('Сумма, ₽').fill(amount);
  await dialog.getByLabel('Комментарий').fill(comment);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
}

test.describe('stocktaking counting screen', () => {
  test('counts lines with the keyboard, shows variance and saves', async ({ page, baseURL }) => {
    const token = await loginAs(page, baseURL ?? '', 'olga@vkusdvor.demo');
    const id = await newStocktaking(page, token);
    await page.goto(`/documents/stocktaking/${id}/edit`);
    await expect(page.getByRole('heading', { name: /Инвентаризация №/ })).toBeVisible();

    // Lines are sorted by name: «Молоко 3,2 %» (book 9), «Сливки 33 %» (15), «Сметана 20 %» (21).
    const first = page.getByLabel('Факт: Молоко 3,2 %');
    await first.click();
    await page.keyboard.type('10,5');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Факт: Сливки 33 %')).toBeFocused();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await page.keyboard.type('21');

    await expect(page.getByTestId('save-state')).toHaveText('Сохранено', { timeout: 15_000 });
    await expect(
      page.locator('[data-line-id]', { hasText: 'Сливки 33 %' }).getByTestId('variance'),
    ).toHaveText(/^[-−]3$/);
    await expect(page.getByTestId('surplus')).toContainText('133,50');
    await expect(page.getByTestId('shortage')).toContainText(/1\s560,00/);

    await page.getByLabel('Только с расхождениями').check();
    await expect(page.locator('[data-line-id]')).toHaveCount(2);

    // A reload shows what the server saved.
    await page.reload();
    await expect(page.getByLabel('Факт: Молоко 3,2 %')).toHaveValue('10,5');
  });

  test('search by barcode jumps to the line', async ({ page, baseURL }) => {
    const token = await loginAs(page, baseURL ?? '', 'olga@vkusdvor.demo');
    const id = await newStocktaking(page, token);
    await page.goto(`/documents/stocktaking/${id}/edit`);
    await page.getByLabel('Поиск по названию или штрихкоду').fill('сметана');
    await page.getByLabel('Поиск по названию или штрихкоду').press('Enter');
    await expect(page.getByLabel('Факт: Сметана 20 %')).toBeFocused();
  });

  test('«Провести» is not offered without the accounting right and works for the admin', async ({
    page,
    baseURL,
  }) => {
    const olga = await loginAs(page, baseURL ?? '', 'olga@vkusdvor.demo');
    const id = await newStocktaking(page, olga);
    await page.goto(`/documents/stocktaking/${id}/edit`);
    await page.getByLabel('Факт: Молоко 3,2 %').fill('8');
    await page.getByRole('button', { name: 'Начать подсчёт' }).click();
    await page.getByRole('button', { name: 'Завершить подсчёт' }).click();
    await expect(page.getByText('Подсчитана').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Провести' })).toHaveCount(0);

    await loginAs(page, baseURL ?? '', 'anna@vkusdvor.demo');
    await page.goto(`/documents/stocktaking/${id}`);
    // Posting asks first, naming the lines left uncounted; «Не сейчас» changes nothing.
    await postAfterWarning(page, 'Не подсчитано строк:', 'Подсчитана', page.getByText('Проведена').first());
  });
});

test.describe('write-offs and expenses', () => {
  test('creates a write-off with a reason and accounts it', async ({ page, baseURL }) => {
    await loginAs(page, baseURL ?? '', 'olga@vkusdvor.demo');
    await page.goto('/documents/write-off/edit');
    await page.getByLabel('Торговая точка').click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Создать' }).click();
    await expect(page.getByRole('heading', { name: /Списание №/ })).toBeVisible();
    await page.getByRole('button', { name: 'Добавить строку' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Товар').fill('Молоко');
    await page.getByRole('option', { name: /Молоко 3,2 %/ }).click();
    await dialog.getByLabel('Количество').fill('2');
    await dialog.getByLabel('Причина').click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('gridcell', { name: /Молоко 3,2 %/ })).toBeVisible();
    // Deleting a line asks too, naming it with its quantity.
    await page.getByRole('button', { name: 'Удалить строку' }).click();
    await expect(page.getByRole('dialog')).toContainText('«Молоко 3,2 %», 2');
    await dismissAction(page);
    await expect(page.getByRole('gridcell', { name: /Молоко 3,2 %/ })).toBeVisible();
    await postAfterWarning(page, 'спишутся с остатков', 'Черновик', page.getByText('Проведено'));
  });

  test('adds an expense with a category and sees it in the list', async ({ page, baseURL }) => {
    await loginAs(page, baseURL ?? '', 'anna@vkusdvor.demo');
    await page.goto('/documents/expenses');
    await expect(page.getByTestId('expense-totals')).toContainText('Итого');
    await addRentExpense(page, '1500', 'Аренда склада, проверка');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('gridcell', { name: 'Аренда склада, проверка' })).toBeVisible();
  });

  test('deletes an expense after a confirmation', async ({ page, baseURL }) => {
    await loginAs(page, baseURL ?? '', 'anna@vkusdvor.demo');
    await page.goto('/documents/expenses');
    await addRentExpense(page, '777', 'Расход на удаление');
    const row = page.getByRole('gridcell', { name: 'Расход на удаление' });
    await row.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: /Удалить расход №/ });
    await expect(confirm).toContainText('исчезнет из списка и итогов');
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toHaveCount(0);
  });
});
