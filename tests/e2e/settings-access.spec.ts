import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Permission } from '@contract/permissions';
import type { Me } from '@contract/users';
import type { Page } from '@playwright/test';
import { loadResources } from '@/resources/node-resources';
import { deriveNav } from '@/router/derive';
import { dataDir } from './support';
import { expect, test } from './support/test';

/**
 * Roles and users (issue 4): an organization admin creates a role with two permissions, invites a
 * new person by e-mail, the person follows the link from the outbox, signs up and sees only what
 * the role allows; system roles cannot be opened.
 */
const ANNA = { email: 'anna@vkusdvor.demo', password: 'demo12345' };

async function loginAs(page: Page, baseURL: string, email: string, password: string): Promise<Me> {
  const login = await page.request.post('/v1/users/login', { form: { username: email, password } });
  expect(login.ok()).toBe(true);
  const { access_token: token } = await login.json();
  const me = await page.request.get('/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  await page.context().addCookies([
    { name: 'jwt-token', value: token, url: baseURL },
    { name: 'show-nav', value: 'true', url: baseURL },
  ]);
  return me.json();
}

/** The newest outbox letter to the address ($DATA_DIR/outbox/*.json written by the server). */
function lastLetterTo(email: string): { subject: string; link: string } | undefined {
  const dir = path.join(dataDir(), 'outbox');
  const letters = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return letters.filter((letter) => letter.to === email).at(-1);
}

test('an admin creates a role, invites a person, who signs up and sees only what the role allows', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const me = await loginAs(page, base, ANNA.email, ANNA.password);
  const client = me.organizations.find((org) => org.name === 'ООО «Вкусный двор»');
  expect(client).toBeDefined();
  const stamp = Date.now();
  const roleName = `Ревизор ${stamp}`;
  const email = `revisor-${stamp}@example.ru`;

  await page.goto(`/manage/roles/organization/${client?.id}/new`);
  await page.getByLabel('Название роли').fill(roleName);
  await page.getByRole('checkbox', { name: 'Просмотр инвентаризаций' }).check();
  await page.getByRole('checkbox', { name: 'Просмотр списаний' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/manage\/roles$/);
  const group = page.getByRole('region', { name: 'ООО «Вкусный двор»' });
  await expect(group.getByText(roleName)).toBeVisible({ timeout: 15_000 });
  await expect(group.getByText(roleName).locator('..')).toContainText('2 права');

  await page.goto(`/manage/users/organization/${client?.id}/new`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Имя (для письма)').fill('Ревизор');
  await page.getByLabel('Роль').click();
  await page.getByRole('option', { name: roleName }).click();
  await page.getByRole('button', { name: 'Пригласить' }).click();
  await expect(page.getByRole('status')).toContainText('Приглашение отправлено');

  const letter = lastLetterTo(email);
  expect(letter?.subject).toBe('Приглашение в организацию ООО «Вкусный двор»');
  const link = new URL(letter?.link ?? '');

  const guest = await browser.newContext({ baseURL: base });
  const invited = await guest.newPage();
  await invited.goto(`${link.pathname}${link.search}`);
  await expect(invited.getByText('Вы присоединитесь к организации по приглашению')).toBeVisible();
  const form = invited.getByRole('form', { name: 'Регистрация' });
  await form.getByLabel('Имя').fill('Пётр Ревизоров');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Пароль').fill('revisor-pass-1');
  await form.getByLabel(/Согласен на обработку персональных данных/).check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(invited).not.toHaveURL(/\/login/);

  // The menu shows exactly the links the role allows (derived from the resource declarations).
  const granted = new Set<Permission>(['stocktaking_docs_client_r', 'write_off_r']);
  await invited.goto('/');
  const menu = invited.getByRole('complementary', { name: 'Боковое меню' });
  await expect(menu).toBeVisible({ timeout: 15_000 });
  for (const module of ['client', 'inventory', 'setting'] as const) {
    for (const item of deriveNav(await loadResources(), module).filter((link) => !link.orgAdminOnly)) {
      const link = menu.locator(`a[href="${item.path}"]`);
      const needed = [...item.menuPermission, ...(item.pagePermission ?? [])];
      const allowed = needed.every((permission) => granted.has(permission));
      await expect(link, `${item.label} (${item.path})`).toHaveCount(allowed ? 1 : 0);
    }
  }
  const access = await invited.request.get('/v1/users/me', {
    headers: {
      Authorization: `Bearer ${(await guest.cookies()).find((c) => c.name === 'jwt-token')?.value}`,
    },
  });
  const held = Object.entries((await access.json()).access as Record<string, boolean>)
    .filter(([, on]) => on)
    .map(([name]) => name);
  expect(held.sort()).toEqual([...granted].sort());
  await invited.goto('/manage/roles');
  await expect(invited).toHaveURL(/\/no-access$/);
  await guest.close();
});

test('a system role is shown with a lock, and its address shows it read-only', async ({ page, baseURL }) => {
  const me = await loginAs(page, baseURL ?? '', ANNA.email, ANNA.password);
  await page.goto('/manage/roles');
  const group = page.getByRole('region', { name: 'ООО «Вкусный двор»' });
  const system = group.getByTestId('system-role').filter({ hasText: 'Администратор' });
  await expect(system).toBeVisible({ timeout: 15_000 });
  await expect(system.getByRole('link')).toHaveCount(0);
  await expect(system.getByRole('img', { name: 'Системная роль' })).toBeVisible();

  const client = me.organizations.find((org) => org.name === 'ООО «Вкусный двор»');
  const adminRole = client?.roles.find((role) => role.name === 'Администратор');
  await page.goto(`/manage/roles/organization/${client?.id}/role/${adminRole?.id}`);
  // Issue 42, item 17: read, not changed.
  await expect(page.getByText(/^Системная роль: её права задаёт платформа/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Название роли')).toHaveValue('Администратор');
  await expect(page.getByRole('checkbox', { name: 'Просмотр расходов' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Просмотр расходов' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
});
