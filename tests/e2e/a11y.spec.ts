import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** axe-core: no serious or critical violations on the login page, the home page and a list page. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

async function signIn(page: Page, baseURL: string | undefined) {
  const login = await page.request.post('/v1/users/login', {
    form: { username: 'anna@vkusdvor.demo', password: 'demo12345' },
  });
  const { access_token } = await login.json();
  await page.context().addCookies([
    { name: 'jwt-token', value: access_token, url: baseURL ?? '' },
    { name: 'show-nav', value: 'true', url: baseURL ?? '' },
  ]);
}

test('a list page', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto('/manage/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible();
  await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the roles page with its system roles', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto('/manage/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Роли' })).toBeVisible();
  await expect(page.getByTestId('system-role').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
