import type { Me } from '@contract/users';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { SPEC_NAV } from '../fixtures/spec-navigation';
import { expect, test } from './support/test';

/**
 * The application shell against the real server and the demo data (spec 000): navigation per
 * module and role, guards, layouts, impersonation, new-version dialog, 404.
 */
const PASSWORD = 'demo12345';
const USERS = {
  admin: 'admin@zakupki.demo',
  anna: 'anna@vkusdvor.demo',
  igor: 'igor@vkusdvor.demo',
  olga: 'olga@vkusdvor.demo',
  dmitry: 'dmitry@zorka.demo',
  elena: 'elena@zorka.demo',
} as const;
type DemoUser = keyof typeof USERS;

async function apiLogin(request: APIRequestContext, user: DemoUser): Promise<{ token: string; me: Me }> {
  const login = await request.post('/v1/users/login', {
    form: { username: USERS[user], password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = await login.json();
  const me = await request.get('/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  return { token, me: await me.json() };
}

async function setCookies(context: BrowserContext, baseURL: string, cookies: Record<string, string>) {
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
}

/** The cookies the auth provider's startSession writes (spec 000 §3). */
async function loginAs(page: Page, baseURL: string, user: DemoUser): Promise<Me> {
  const { token, me } = await apiLogin(page.request, user);
  const cookies: Record<string, string> = { 'jwt-token': token, 'show-nav': 'true' };
  if (me.is_back_office) Object.assign(cookies, { 'back-office-token': token, 'back-office-use': 'false' });
  await setCookies(page.context(), baseURL, cookies);
  return me;
}

const topNav = (page: Page) => page.getByRole('navigation', { name: 'Навигация раздела' });

const WHERE: Record<string, { user: DemoUser; open: string }[]> = {
  client: [
    { user: 'anna', open: '/client' },
    { user: 'igor', open: '/client' },
    { user: 'olga', open: '/client' },
  ],
  supplier: [
    { user: 'dmitry', open: '/supplier' },
    { user: 'elena', open: '/supplier' },
  ],
  inventory: [
    { user: 'anna', open: '/documents/stocktaking' },
    { user: 'olga', open: '/documents/write-off' },
  ],
  setting: [
    { user: 'anna', open: '/manage/roles' },
    { user: 'olga', open: '/manage/users' },
    { user: 'elena', open: '/manage/roles' },
  ],
};

test.describe('top navigation per module and role', () => {
  for (const [module, cases] of Object.entries(WHERE)) {
    for (const { user, open } of cases) {
      test(`${module}: ${user}`, async ({ page, baseURL }) => {
        const me = await loginAs(page, baseURL ?? '', user);
        await page.goto(open);
        await expect(page.getByRole('navigation', { name: 'Модули' })).toBeVisible();
        for (const [path, label, menu, screen = []] of SPEC_NAV[module]) {
          const link = topNav(page).getByRole('link', { name: label, exact: true });
          if ([...menu, ...screen].every((p) => me.access[p]))
            await expect(link).toHaveAttribute('href', path);
          else await expect(link).toHaveCount(0);
        }
      });
    }
  }
});

test.describe('guards (spec 000 §6)', () => {
  test('auth: a visitor goes to /login?message=login', async ({ page }) => {
    await page.goto('/client');
    await expect(page).toHaveURL(/\/login\?message=login$/);
  });

  const withoutModule: [name: string, user: DemoUser, path: string][] = [
    ['client: no module_client', 'dmitry', '/client'],
    ['supplier: no module_supplier', 'anna', '/supplier'],
    ['document: no module_inventory', 'dmitry', '/documents/stocktaking'],
    ['no-admin: a back-office user at home', 'admin', '/manage/roles'],
  ];
  for (const [name, user, path] of withoutModule) {
    test(`${name} → /no-access-module`, async ({ page, baseURL }) => {
      await loginAs(page, baseURL ?? '', user);
      await page.goto(path);
      await expect(page).toHaveURL(/\/no-access-module$/);
    });
  }

  test('page permission: a storekeeper without role_r → /no-access', async ({ page, baseURL }) => {
    const me = await loginAs(page, baseURL ?? '', 'olga');
    expect(me.access.role_r).toBe(false);
    await page.goto('/manage/roles');
    await expect(page).toHaveURL(/\/no-access$/);
    await page.goto('/roles');
    await expect(page).toHaveURL(/\/no-access$/);
  });

  test('a short-path alias opens the same section', async ({ page, baseURL }) => {
    await loginAs(page, baseURL ?? '', 'anna');
    await page.goto('/roles');
    await expect(page).toHaveURL(/\/roles$/);
    await expect(topNav(page).getByRole('link', { name: 'Роли' })).toBeVisible();
    await expect(page.getByText('Страница не найдена, ошибка 404')).toHaveCount(0);
  });
});

test.describe('layout', () => {
  test('the side menu collapses at 1279 px and not at 1280 px', async ({ page, baseURL }) => {
    await loginAs(page, baseURL ?? '', 'anna');
    const side = page.getByRole('complementary', { name: 'Боковое меню' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/welcome');
    await expect(side).toHaveAttribute('data-collapsed', 'false');
    await page.setViewportSize({ width: 1279, height: 800 });
    await expect(side).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: 'Развернуть меню' }).click();
    await expect(side).toHaveAttribute('data-collapsed', 'false');
  });

  test('the mobile menu closes on route change and on the backdrop', async ({ page, baseURL }) => {
    await loginAs(page, baseURL ?? '', 'anna');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/welcome');
    const menu = page.getByRole('navigation', { name: 'Мобильное меню' });
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Роли' }).click();
    await expect(page).toHaveURL(/\/manage\/roles$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(menu).toBeHidden();
  });

  test('visitors see «Войти» and «Регистрация», no side menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/login?message=registration',
    );
    await expect(page.getByRole('complementary', { name: 'Боковое меню' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Закупки/ }).first()).toBeVisible();
  });
});

test('impersonation round trip', async ({ page, baseURL }) => {
  const admin = await apiLogin(page.request, 'admin');
  const anna = await apiLogin(page.request, 'anna');
  const loginAs = await page.request.get(`/api_a/users/login_as/${anna.me.id}`, {
    params: { reason: 'Проверка оболочки' },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(loginAs.ok()).toBe(true);
  const { access_token } = await loginAs.json();
  // What startImpersonation leaves behind (spec 000 §4 step 2).
  await setCookies(page.context(), baseURL ?? '', {
    'jwt-token': access_token,
    'back-office-token': admin.token,
    'back-office-use': 'true',
    'show-nav': 'true',
  });
  await page.goto('/manage/roles');
  await expect(page.getByText('Вы работаете от имени Анны Смирновой')).toBeVisible();
  await expect(topNav(page)).toBeVisible();
  await page.getByRole('button', { name: 'Вернутся в админа' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText(/Вы работаете от имени/)).toHaveCount(0);
  await expect(topNav(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Вернутся в админа' })).toHaveCount(0);
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(cookies['jwt-token']).toBe(admin.token);
  expect(cookies['back-office-use']).toBe('false');
  expect(cookies['show-nav']).toBe('false');
});

test('a changed /version.json brings up the dialog that cannot be dismissed', async ({ page }) => {
  const versions = ['1.0.0', '1.0.1'];
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { version: versions.length > 1 ? versions.shift() : versions[0] } }),
  );
  await page.clock.install();
  await page.goto('/');
  // The app has replaced index.html's first paint: its version check is running.
  await expect(page.locator('#boot-header')).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Обновление' });
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward(60_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Доступна новая версия приложения.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Обновить' })).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Страница не найдена, ошибка 404')).toBeVisible();
  await page.getByRole('link', { name: 'Вернутся на главную' }).click();
  await expect(page).toHaveURL(/\/$/);
});
