// Lighthouse (npm `lighthouse`, Chromium at CHROME_PATH) on the production build served by the real
// server, cold cache each. Desktop (issue 21): /login for a visitor and /client/orders signed in
// (anna@vkusdvor.demo). Mobile (issue 27): /login, the buyer's /client/orders and /client/orders/new,
// the storekeeper's counting screen, each against the goals of pages.ts. Prints the category scores
// and the audits of issue 21; the full reports go to bench/out/.
// With --check, fails when `uses-text-compression` does not pass or a mobile goal is missed.
//
// Run: npx vite build && npx tsx bench/lighthouse/run.ts [--preset=desktop|mobile] [--check]
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Config, desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startDistServer } from '../support/dist-server';
import { type AuditPage, DEMO_PASSWORD, GOALS, PAGES } from './pages';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3191);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's own presets; desktop is what issue 21 asks for. */
const PRESETS: Record<string, Config | undefined> = { desktop: desktopConfig, mobile: undefined };
const preset = process.argv.find((a) => a.startsWith('--preset='))?.slice('--preset='.length) ?? 'desktop';
const AUDITS = [
  'uses-text-compression',
  'uses-long-cache-ttl',
  'total-byte-weight',
  'errors-in-console',
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

async function tokenOf(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return token;
}

async function signIn(page: Page, token: string) {
  await page
    .browserContext()
    .setCookie(
      { name: 'jwt-token', value: token, domain: '127.0.0.1', path: '/' },
      { name: 'show-nav', value: 'true', domain: '127.0.0.1', path: '/' },
    );
}

async function audit(browser: Browser, url: string, token: string | null) {
  const page = await browser.newPage();
  const flags: Flags = { logLevel: 'error', output: 'json' };
  if (token) {
    await signIn(page, token);
    // Keep the session cookies, but start from an empty HTTP cache as Lighthouse would, and without
    // the service worker an earlier page registered (a first visit has none).
    flags.disableStorageReset = true;
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
  }
  const result = await lighthouse(url, flags, PRESETS[preset], page);
  await page.close();
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

async function main() {
  if (!(preset in PRESETS)) throw new Error(`unknown preset ${preset}: ${Object.keys(PRESETS).join(', ')}`);
  const { base, stop } = await startDistServer(PORT);
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const failures: string[] = [];
  const goals = GOALS[preset] ?? {};
  try {
    mkdirSync('bench/out', { recursive: true });
    for (const { path: where, user } of PAGES[preset] as AuditPage[]) {
      const token = user ? await tokenOf(base, user) : null;
      const url = `${base}${typeof where === 'string' ? where : await where(base, token ?? '')}`;
      const lhr = await audit(browser, url, token);
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      writeFileSync(path.join('bench/out', `lighthouse-${preset}-${name}.json`), JSON.stringify(lhr));
      console.log(
        `\n${new URL(url).pathname} — Lighthouse ${lhr.lighthouseVersion}, ${preset}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}` +
          `, load average ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')}`,
      );
      const categories = Object.entries(lhr.categories)
        .map(([id, c]) => {
          const score = Math.round((c.score ?? 0) * 100);
          const goal = goals[id];
          if (goal !== undefined && score < goal) failures.push(`${url}: ${c.title} ${score} < ${goal}`);
          return `${c.title} ${score}${goal === undefined ? '' : score >= goal ? ` (goal ${goal}: pass)` : ` (goal ${goal}: FAIL)`}`;
        })
        .join(' · ');
      console.log(`  ${categories}`);
      for (const [id, category] of Object.entries(lhr.categories)) {
        if (goals[id] === undefined) continue;
        for (const ref of category.auditRefs) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 0.9)
            console.log(`    ${id}: ${a.id} ${a.score.toFixed(2)} ${a.displayValue ?? ''} — ${a.title}`);
        }
      }
      for (const id of AUDITS) {
        const a = lhr.audits[id];
        if (!a) continue;
        const verdict = a.score === null ? 'n/a' : a.score >= 0.9 ? 'pass' : 'FAIL';
        console.log(`  ${id.padEnd(26)} ${verdict.padEnd(5)} ${a.displayValue ?? ''}`);
      }
      if ((lhr.audits['uses-text-compression']?.score ?? 0) < 1)
        failures.push(`${url}: uses-text-compression does not pass`);
    }
  } finally {
    await browser.close();
    await stop();
  }
  if (process.argv.includes('--check') && failures.length) {
    console.error(`\n${failures.join('\n')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
