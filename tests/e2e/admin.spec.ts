import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, emptyCart, logIn, logInAndOpen } from './support';
import { expect, test } from './support/test';

/**
 * Back office (issue 10): the admin finds a user by e-mail, logs in as them with a reason, works
 * under the banner (a role and an order draft), comes back, and finds the impersonation with its
 * actions and their real author in the journal; the admin reorders two categories by drag and
 * drop; the admin writes, publishes and withdraws a platform post seen in the public feed.
 */

/** A 1×1 PNG: the server sniffs the type from the bytes. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Today as the app writes dates: 22.11.2026. */
const today = () =>
  new Date().toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });

const chooseOption = async (page: Page, label: string, option: RegExp) => {
  await page.getByLabel(label).click();
  await page.getByRole('option').filter({ hasText: option }).first().click();
};

async function adminToken(page: Page) {
  const login = await page.request.post('/v1/users/login', {
    form: { username: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  return (await login.json()).access_token as string;
}

test('an admin acts as a user with a reason and finds what was done in the journal', async ({ page }) => {
  // A long journey (two identities, a role, an order draft, the journal): more time on a busy machine.
  test.slow();
  const token = await adminToken(page);
  const orgs = await page.request.get('/api_a/organizations/?limit=9999', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const client = (await orgs.json()).items.find((org: { name: string }) => org.name === 'ООО «Вкусный двор»');
  expect(client).toBeDefined();

  // The administrator lands in the admin panel, not on the buyer's home page (issue 20).
  await logIn(page, DEMO.admin.email);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Пользователи' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('anna@vkusdvor');
  const row = page.getByRole('row').filter({ hasText: DEMO.clientAdmin.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: DEMO.buyer.email })).toHaveCount(0);
  await row.getByRole('button', { name: 'Войти как' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Войти как пользователь' }).click();
  await expect(dialog.getByText('Укажите причину входа от имени пользователя')).toBeVisible();
  const reason = `Проверка ролей по обращению ${Date.now()}`;
  await dialog.getByLabel('Причина входа').fill(reason);
  await dialog.getByRole('button', { name: 'Войти как пользователь' }).click();
  // The impersonated session opens at / with a full page load: wait for it before going elsewhere.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('status').filter({ hasText: 'Вы работаете от имени' })).toContainText(
    'Анны Смирновой',
  );

  const roleName = `Проверяющий ${Date.now()}`;
  await page.goto(`/manage/roles/organization/${client.id}/new`);
  await page.getByLabel('Название роли').fill(roleName);
  await page.getByRole('checkbox', { name: 'Просмотр списаний' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/manage\/roles$/);

  // An order draft from the catalog, as the client's buyer would make it.
  await page.goto('/client/orders/new');
  await chooseOption(page, 'Поставщик', /Зорька/);
  await emptyCart(page);
  const quantities = page.getByRole('textbox', { name: /^Количество: / });
  // The catalog loads in steps (partnership → price list → goods): allow a busy server its time.
  await expect(quantities.first()).toBeVisible({ timeout: 30_000 });
  await quantities.first().fill('2');
  await expect(page.getByTestId('cart-estimate')).toContainText('1 поз.');
  await chooseOption(page, 'Точка продаж', /Вкусный двор/);
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page).toHaveURL(/\/client\/orders\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByText('Черновик', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('order-history-entry').first()).toContainText(
    `${DEMO.clientAdmin.name} (через администратора ${DEMO.admin.name})`,
  );

  await page.getByRole('button', { name: 'Вернутся в админа' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('status').filter({ hasText: 'Вы работаете от имени' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Журнал входов от имени пользователей' }).click();
  const entry = page.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText(DEMO.clientAdmin.email);
  await expect(entry).toContainText(DEMO.admin.name);
  // The role, and the kept cart's draft: emptied (the seeded draft removed), created, updated.
  await entry.getByRole('button', { name: /^Действия: \d+$/ }).click();
  const actions = page.getByRole('table', { name: 'Действия от имени пользователя' });
  const created = actions.getByRole('row').filter({ hasText: 'Создана роль' });
  await expect(created).toContainText(DEMO.clientAdmin.name);
  await expect(created).toContainText(DEMO.admin.name);
  // The draft's author: the user on paper, the admin in fact.
  const draft = actions.getByRole('row').filter({ hasText: 'Создан черновик заказа' });
  await expect(draft).toContainText(`Заказ № ${orderId}`);
  await expect(draft.getByRole('cell').nth(3)).toContainText(DEMO.clientAdmin.email);
  await expect(draft.getByRole('cell').nth(4)).toContainText(DEMO.admin.email);
});

test('an admin reorders two categories by drag and drop', async ({ page }) => {
  await logInAndOpen(page, DEMO.admin.email, '/admin/categories');
  await expect(page.getByRole('heading', { name: 'Управление категориями' })).toBeVisible();
  const names = () =>
    page
      .locator('[data-category-name]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-category-name')));
  const pork = page.locator('[data-category-name="Свинина"]');
  const beef = page.locator('[data-category-name="Говядина"]');
  await expect(pork).toBeVisible();
  const before = await names();
  expect(before.indexOf('Говядина')).toBeLessThan(before.indexOf('Свинина'));

  await pork.dragTo(beef, { targetPosition: { x: 40, y: 4 } });
  await expect
    .poll(async () => {
      const now = await names();
      return now.indexOf('Свинина') < now.indexOf('Говядина');
    })
    .toBe(true);

  await page.reload();
  await expect(pork).toBeVisible();
  const saved = await names();
  expect(saved.indexOf('Свинина')).toBe(saved.indexOf('Говядина') - 1);
});

test('an admin writes a platform post, publishes it to the feed and withdraws it', async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAndOpen(page, DEMO.admin.email, '/admin/news');
  await expect(page.getByRole('heading', { name: 'Управление новостями' })).toBeVisible();
  await page.getByRole('link', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);

  const title = `Обновление платформы ${Date.now()}`;
  const text = 'Теперь черновик заказа можно сохранить прямо из каталога.';
  await page.getByLabel('Заголовок').fill(title);
  const editor = page.getByTestId('news-editor');
  await editor.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type(text);
  // An image in the body goes to the admin's own upload endpoint (/api_a/posts/{id}/file_assets/editorjs).
  await page.keyboard.press('Enter');
  await editor.locator('.ce-block').last().click();
  await page.locator('.ce-toolbar__plus').click();
  await page.locator('.ce-popover-item[data-item-name="image"]').filter({ visible: true }).click();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/file_assets/editorjs') && r.ok());
  const chooser = page.waitForEvent('filechooser');
  await editor.getByText('Выбрать изображение').click();
  await (await chooser).setFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG_1PX });
  // The first image saves the new post as a draft: the image belongs to it, and it is what is published.
  const postId = /\/api_a\/posts\/(\d+)\/file_assets\/editorjs$/.exec((await uploaded).url())?.[1];
  expect(postId).toBeDefined();
  const postPath = `/admin/news/${postId}`;
  await expect(editor.locator('.image-tool__image-picture')).toHaveAttribute('src', /\/files\//);
  await page.locator('input[type="file"][aria-label="Файл обложки"]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await expect(page.getByRole('img', { name: 'Обложка новости' })).toBeVisible();
  await page.getByRole('button', { name: 'Опубликовать' }).click();

  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(`Опубликована ${today()}`)).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.locator('figure img')).toHaveAttribute('src', /\/files\//);

  await page.goto('/admin/news');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Опубликована');
  await expect(row).toContainText('Платформа');
  await expect(row).toContainText(today());

  // The public feed, as a client's buyer sees it.
  const reader = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await logIn(reader, DEMO.buyer.email);
  await expect(reader).not.toHaveURL(/\/login/);
  await reader.goto('/news');
  await reader.getByRole('link', { name: new RegExp(title) }).click();
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await expect(reader.getByText(text)).toBeVisible();

  // Withdrawn: gone from the feed; then deleted after a confirmation.
  await row.getByRole('link', { name: title }).click();
  await page.getByRole('link', { name: 'Изменить' }).click();
  await page.getByRole('button', { name: 'Снять с публикации' }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await expect(page.getByText('Черновик', { exact: true })).toBeVisible();
  await reader.goto('/news');
  await expect(reader.locator('a[href^="/news/"]').first()).toBeVisible();
  await expect(reader.getByText(title)).toHaveCount(0);

  await page.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Удалить новость «${title}»?`);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('heading', { name: 'Управление новостями' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
