import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn } from './support';

/**
 * Back office (issue 10): the admin finds a user by e-mail, logs in as them with a reason, works
 * under the banner, comes back, and finds the impersonation with its action in the journal; the
 * admin reorders two categories by drag and drop.
 */

async function adminToken(page: Page) {
  const login = await page.request.post('/v1/users/login', {
    form: { username: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  return (await login.json()).access_token as string;
}

test('an admin acts as a user with a reason and finds what was done in the journal', async ({ page }) => {
  const token = await adminToken(page);
  const orgs = await page.request.get('/api_a/organizations/?limit=9999', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const client = (await orgs.json()).items.find((org: { name: string }) => org.name === 'ООО «Вкусный двор»');
  expect(client).toBeDefined();

  await logIn(page, DEMO.admin.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/users');
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
  await expect(page.getByRole('status').filter({ hasText: 'Вы работаете от имени' })).toContainText(
    DEMO.clientAdmin.name,
  );

  const roleName = `Проверяющий ${Date.now()}`;
  await page.goto(`/manage/roles/organization/${client.id}/new`);
  await page.getByLabel('Название роли').fill(roleName);
  await page.getByRole('checkbox', { name: 'Просмотр списаний' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/manage\/roles$/);

  await page.getByRole('button', { name: 'Вернутся в админа' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('status').filter({ hasText: 'Вы работаете от имени' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Журнал входов от имени пользователей' }).click();
  const entry = page.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText(DEMO.clientAdmin.email);
  await expect(entry).toContainText(DEMO.admin.name);
  await entry.getByRole('button', { name: 'Действия: 1' }).click();
  const actions = page.getByRole('table', { name: 'Действия от имени пользователя' });
  const created = actions.getByRole('row').filter({ hasText: 'Создана роль' });
  await expect(created).toContainText(DEMO.clientAdmin.name);
  await expect(created).toContainText(DEMO.admin.name);
});

test('an admin reorders two categories by drag and drop', async ({ page }) => {
  await logIn(page, DEMO.admin.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/categories');
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
