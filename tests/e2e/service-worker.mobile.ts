import type { Page } from '@playwright/test';
import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

/**
 * The installable app (issue 27): a manifest with the Russian name, a service worker that keeps the
 * shell and the static files but never an API answer, and spec 000's new-version dialog still
 * shown while the worker controls the page.
 */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('the service worker keeps the shell, never the API, and lets a new version through', async ({
  page,
}) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Закупки B2B');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );

  await logIn(page, DEMO.buyer.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/client/orders');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const kept = await keptPaths(page);
  expect(kept).toContain('/');
  expect(kept.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(kept.filter((p) => /^\/(v1|api_a|files)\/|^\/version\.json$/.test(p))).toEqual([]);

  // A deploy while the worker controls the page: /version.json still comes from the network.
  const versions = ['1.0.0', '1.0.1'];
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { version: versions.length > 1 ? versions.shift() : versions[0] } }),
  );
  await page.clock.install();
  await page.reload();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Обновление' });
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward(60_000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Обновить' }).tap();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await keptPaths(page)).filter((p) => /^\/(v1|api_a)\/|version\.json/.test(p))).toEqual([]);
});
