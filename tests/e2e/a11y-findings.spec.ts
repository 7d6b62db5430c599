import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { settle, trackRequests } from './support/crawl-navigation';
import { login } from './support/crawl-routes';
import { expect, test } from './support/test';

/** The screen is drawn and its requests are answered (the live-updates stream aside). */
async function settled(page: Page) {
  await settle(page);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * The findings of issue 21 that the default run does not fail on (moderate or minor, or an
 * experimental rule), each on the screen where it was found: checked by their rules, any impact.
 */
test.describe('findings of issue 21', () => {
  const RULES = [
    'list',
    'listitem',
    'empty-table-header',
    'heading-order',
    'aria-allowed-role',
    'label-content-name-mismatch',
    'color-contrast',
  ];
  const findings = async (page: Page, within?: string) =>
    (await axeViolations(page, { rules: RULES, within })).map((v) => `${v.id}: ${v.targets.join(', ')}`);
  const signIn = async (page: Page, email: string) => {
    trackRequests(page);
    await login(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    const token = (await page.context().cookies()).find((c) => c.name === 'jwt-token')?.value;
    return { Authorization: `Bearer ${token}` };
  };

  test('the goods catalog, the import page and the header logo', async ({ page }) => {
    await signIn(page, 'anna@vkusdvor.demo');
    for (const route of ['/manage/catalog', '/manage/import-goods', '/manage/organizations']) {
      await page.goto(route);
      await settled(page);
      expect(await findings(page), route).toEqual([]);
    }
  });

  test('the category tree of the back office', async ({ page }) => {
    await signIn(page, 'admin@zakupki.demo');
    await page.goto('/admin/categories');
    await settled(page);
    expect(await findings(page)).toEqual([]);
  });

  test('the sales-point dialog', async ({ page }) => {
    await signIn(page, 'anna@vkusdvor.demo');
    await page.goto('/manage/sales-points');
    await settled(page);
    await page.getByRole('button', { name: 'Добавить точку' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await findings(page, '[role="dialog"]')).toEqual([]);
  });

  test('a stocktaking document with its totals', async ({ page }) => {
    const headers = await signIn(page, 'olga@vkusdvor.demo');
    const docs = await (await page.request.get('/v1/stocktaking_docs/?status_ids=4', { headers })).json();
    await page.goto(`/documents/stocktaking/${docs.items[0].id}`);
    await settled(page);
    await expect(page.getByText('Подсчитано', { exact: true })).toBeVisible();
    expect(await findings(page)).toEqual([]);
  });

  test('the news editor', async ({ page }) => {
    const headers = await signIn(page, 'dmitry@zorka.demo');
    const me = await (await page.request.get('/v1/users/me', { headers })).json();
    const organizationId = me.organizations[0].id;
    const posts = await (
      await page.request.get(`/v1/supplier/posts?organization_id=${organizationId}`, { headers })
    ).json();
    await page.goto(`/manage/news/${posts.items[0].id}/edit`);
    await settled(page);
    await expect(page.getByRole('button', { name: /обложку/ })).toBeVisible();
    expect(await findings(page)).toEqual([]);
  });
});
