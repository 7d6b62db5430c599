import { chromium } from '@playwright/test';
import { DEMO, logIn } from './support';
import { CHROMIUM } from './support/chromium';
import { expect, test } from './support/test';

// An office intranet or a test stand: the app on plain HTTP under a host name that is not
// localhost, where a browser honours `upgrade-insecure-requests` (it exempts only localhost).
const HOST = 'zakupki.test';

test('the app opens and signs in over plain HTTP on a host name', async ({ baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
  try {
    const context = await browser.newContext({ baseURL: `http://${HOST}:${port}`, locale: 'ru-RU' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.url()}: ${response.status()}`);
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await logIn(page, DEMO.clientAdmin.email);
    await expect(page.getByRole('button', { name: DEMO.clientAdmin.name })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);

    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) expect(url).toMatch(new RegExp(`^http://${HOST}:${port}/assets/`));
    // No Content-Security-Policy violation (zod's eval probe), no missing /favicon.ico.
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
});
