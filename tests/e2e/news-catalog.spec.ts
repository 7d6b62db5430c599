import type { Browser, Page } from '@playwright/test';
import { DEMO, logIn, uniqueInn } from './support';
import { expect, test } from './support/test';

/**
 * Issue 9: a supplier writes a post in Editor.js (heading, 2×3 table, uploaded image) and
 * publishes it, a client reads it in /news; a buyer browses the marketplace catalog by category,
 * filters by price, opens a product and adds it to a draft order.
 */

// A 24×24 red PNG: what the supplier uploads into the post.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR42mM4oaFBFcQwatCoQaMGjRo0atCoQQNvEAC1O3YffjdMuQAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(browser: Browser, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Opens the Editor.js toolbox next to a block and picks a tool by its name in the toolbox. */
async function insertTool(page: Page, block: ReturnType<Page['locator']>, tool: string) {
  await block.hover();
  await block.click();
  const plus = page.locator('.ce-toolbar__plus');
  await expect(plus).toBeVisible();
  await plus.click();
  await page.locator(`.ce-popover-item[data-item-name="${tool}"]`).filter({ visible: true }).click();
}

test('a supplier publishes a post with a heading, a 2×3 table and an image; a client reads it', async ({
  browser,
}) => {
  // Editor.js typing on a machine shared by several runs: give it room.
  test.setTimeout(180_000);
  const title = `Новый урожай сыров ${Date.now()}`;
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  await supplier.goto('/manage/news');
  await supplier.getByRole('link', { name: 'Новая новость' }).click();
  await expect(supplier).toHaveURL(/\/manage\/news\/new$/);
  await supplier.getByLabel('Заголовок', { exact: false }).first().fill(title);

  const editor = supplier.getByTestId('news-editor');
  await expect(editor.locator('.ce-block').first()).toBeVisible();

  // Heading in place of the empty first paragraph, then a paragraph under it.
  // The toolbox speaks Russian (issue 20), its search too.
  await editor.locator('.ce-block').first().click();
  await supplier.locator('.ce-toolbar__plus').click();
  const toolbox = supplier.locator('.ce-popover--opened');
  await expect(toolbox.getByText('Таблица', { exact: true })).toBeVisible();
  await expect(toolbox.getByText('Маркированный список', { exact: true })).toBeVisible();
  await expect(toolbox.getByPlaceholder('Поиск')).toBeVisible();
  await expect(toolbox.getByText(/Heading|Table|Unordered List|Quote/)).toHaveCount(0);
  await supplier.keyboard.press('Escape');
  await insertTool(supplier, editor.locator('.ce-block').first(), 'header');
  await supplier.keyboard.type('Сыры к праздникам');
  await supplier.keyboard.press('Enter');
  await supplier.keyboard.type('Принимаем заказы на выдержанные сыры до пятницы.');
  await expect(editor.locator('h2.ce-header')).toHaveText('Сыры к праздникам');

  // An uploaded image after the paragraph, sent to the post's own upload endpoint (by its id).
  await insertTool(supplier, editor.locator('.ce-block').last(), 'image');
  const chooser = supplier.waitForEvent('filechooser');
  const uploaded = supplier.waitForResponse((r) => r.url().includes('/file_assets/editorjs') && r.ok());
  await editor.getByText('Выбрать изображение').click();
  await (await chooser).setFiles({ name: 'syr.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('.image-tool__image-picture')).toHaveAttribute('src', /\/files\//);
  const editId = /^\/v1\/supplier\/posts\/(\d+)\/file_assets\/editorjs$/.exec(
    new URL((await uploaded).url()).pathname,
  )?.[1];
  expect(editId).toBeDefined();

  // A table after the image: the tool starts with 2 rows and 3 columns.
  await insertTool(supplier, editor.locator('.ce-block').last(), 'table');
  const cells = editor.locator('.tc-cell');
  await expect(cells).toHaveCount(6);
  const values = ['Сыр', 'Вес', 'Цена', 'Гауда', '1 кг', '890 ₽'];
  for (const [index, value] of values.entries()) {
    await cells.nth(index).click();
    await supplier.keyboard.type(value);
  }

  await supplier.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(supplier).toHaveURL(new RegExp(`/manage/news/${editId}$`));

  const client = await signedIn(browser, DEMO.clientAdmin.email);
  await client.goto('/news');
  await client.getByRole('link', { name: new RegExp(title) }).click();
  await expect(client).toHaveURL(new RegExp(`/news/${editId}$`));
  const content = client.getByTestId('news-content');
  await expect(content.getByRole('heading', { name: 'Сыры к праздникам' })).toBeVisible();
  await expect(content.getByText('Принимаем заказы на выдержанные сыры до пятницы.')).toBeVisible();
  const table = content.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell')).toHaveText(values);
  const image = content.locator('figure img');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/files\//);
  // The picture really arrived, not a broken image.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
});

test('a buyer finds a good by category and price and adds it to a draft order', async ({ browser }) => {
  const buyer = await signedIn(browser, DEMO.buyer.email);
  await buyer.goto('/catalog/all-categories');
  // Only categories with goods are offered (issue 20): no «(0)» anywhere.
  await expect(buyer.getByRole('link', { name: /Молочная продукция/ })).toBeVisible();
  await expect(buyer.getByText(/\(0\)|Товаров: 0$/)).toHaveCount(0);
  await buyer.getByRole('link', { name: /Молочная продукция/ }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Молочная продукция' })).toBeVisible();
  await expect(buyer.getByText('Сливки для взбивания 33 %, 1 л')).toBeVisible();

  const filtered = buyer.waitForResponse(
    (r) => r.url().includes('price_ge=80') && r.url().includes('price_le=90') && r.ok(),
  );
  await buyer.getByLabel('Цена от, ₽').fill('80');
  await buyer.getByLabel('Цена до, ₽').fill('90');
  await filtered;
  await expect(buyer.getByText('Сливки для взбивания 33 %, 1 л')).toHaveCount(0);
  const prices = buyer.getByRole('link').filter({ hasText: /₽ \// });
  await expect(prices.first()).toBeVisible();
  for (const text of await prices.allInnerTexts()) {
    const price = Number(
      /([\d\s\u00a0]+,\d{2})\s*₽/
        .exec(text)?.[1]
        .replace(/[\s\u00a0]/g, '')
        .replace(',', '.'),
    );
    expect(price).toBeGreaterThanOrEqual(80);
    expect(price).toBeLessThanOrEqual(90);
  }

  await buyer.getByRole('link', { name: /Молоко пастеризованное 3,2 %, 1 л/ }).click();
  await expect(buyer).toHaveURL(/\/catalog\/product\/\d+$/);
  await expect(
    buyer.getByRole('heading', { level: 1, name: 'Молоко пастеризованное 3,2 %, 1 л' }),
  ).toBeVisible();
  await expect(buyer.getByText('Артикул: ZR-001')).toBeVisible();
  await expect(buyer.getByTestId('product-price')).toHaveText(/89,90\s₽ за шт/);
  await expect(buyer.getByText('НДС 10 %')).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'ООО «Молочная ферма «Зорька»»' })).toHaveAttribute(
    'href',
    /\/suppliers\/\d+$/,
  );
  await expect(buyer.getByRole('navigation', { name: 'Категории' })).toContainText('Молочная продукция');

  const quantity = buyer.getByRole('textbox', { name: 'Количество' });
  await quantity.fill('2,5');
  await buyer.getByRole('button', { name: 'Добавить' }).click();
  await expect(buyer.getByText('Количество в «шт» — только целое число')).toBeVisible();
  await quantity.fill('3');
  await buyer.getByRole('button', { name: 'Добавить' }).click();
  await expect(buyer.getByText('Товар добавлен в черновик заказа')).toBeVisible();

  await buyer.getByRole('link', { name: 'Открыть заказ' }).click();
  await expect(buyer).toHaveURL(/\/client\/orders\/\d+$/);
  const orderId = Number(new URL(buyer.url()).pathname.split('/').pop());
  await expect(buyer.getByText('Черновик', { exact: true }).first()).toBeVisible();
  await expect(buyer.getByText('Молоко пастеризованное 3,2 %, 1 л').first()).toBeVisible();

  // The API agrees: the draft holds the good.
  const token = (await buyer.context().cookies()).find((c) => c.name === 'jwt-token')?.value;
  const answer = await buyer.request.get('/v1/client/orders/', {
    params: { order_ids: orderId, include_items: 'true' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const [order] = (await answer.json()).items;
  expect(order.status_id).toBe(1);
  const line = order.items.find((l: { good_code: string }) => l.good_code === 'ZR-001');
  expect(Number(line.quantity)).toBeGreaterThanOrEqual(3);
});

test('a product that does not exist shows «Товар не найден»; a supplier sees no «Добавить»', async ({
  browser,
}) => {
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  await supplier.goto('/catalog/product/999999');
  await expect(supplier.getByRole('heading', { name: 'Товар не найден' })).toBeVisible();
  await supplier.goto('/catalog/product/abc');
  await expect(supplier.getByRole('heading', { name: 'Товар не найден' })).toBeVisible();
  await supplier.goto('/catalog/product');
  await expect(supplier).toHaveURL(/\/catalog\/all-categories$/);

  await supplier.goto('/suppliers/find');
  await supplier.getByLabel('ИНН').fill('5001012343');
  await expect(supplier.getByText('Найдено поставщиков: 1')).toBeVisible();
  await expect(supplier.getByRole('list', { name: 'Поставщики' }).getByRole('link')).toHaveCount(1);
  await expect(supplier).toHaveURL(/inn=5001012343/);
  await supplier.getByRole('link', { name: /Зорька/ }).click();
  await expect(supplier).toHaveURL(/\/suppliers\/\d+$/);
  await expect(supplier.getByRole('region', { name: 'Реквизиты' })).toContainText('5001012343');
  await supplier.getByRole('link', { name: /Молоко пастеризованное 3,2 %, 1 л/ }).click();
  await expect(
    supplier.getByRole('heading', { level: 1, name: 'Молоко пастеризованное 3,2 %, 1 л' }),
  ).toBeVisible();
  await expect(supplier.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
});

test('a buyer without a partnership requests one from the product page', async ({ browser, request }) => {
  const stamp = Date.now();
  const email = `zakup-${stamp}@stolovaya.test`;
  const password = 'secret-pass-123';
  const signup = await request.post('/v1/users/signup', {
    data: {
      name: 'Павел Орлов',
      email,
      password,
      organization: {
        name: `Столовая «Полдень» ${stamp}`,
        inn: uniqueInn(stamp),
        module_client: true,
      },
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const buyer = await signedIn(browser, email, password);
  await buyer.goto('/catalog/all-categories');
  await buyer.getByRole('link', { name: /Овощи и фрукты/ }).click();
  await buyer.getByRole('link', { name: /Картофель мытый/ }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Картофель мытый' })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
  await expect(buyer.getByTestId('partnership-state')).toContainText('нет сотрудничества');
  await buyer.getByRole('button', { name: 'Запросить сотрудничество' }).click();
  await expect(buyer.getByTestId('partnership-state')).toHaveText(
    /Приглашение отправлено: ООО «Овощебаза «Урожай»»/,
  );

  await buyer.reload();
  await expect(buyer.getByTestId('partnership-state')).toContainText('Запрос на сотрудничество отправлен');
  await expect(buyer.getByRole('button', { name: 'Запросить сотрудничество' })).toHaveCount(0);
});
