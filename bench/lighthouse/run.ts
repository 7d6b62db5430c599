// Lighthouse (npm `lighthouse`, Chromium at CHROME_PATH) on the production build served by the real
// server, cold cache each, interleaved with the floor (bench/floor: the bare stack on the same
// versions) in ROUNDS rounds (default 3): each product page, then the floor's page of its kind
// (/login for /login, the 10 000-row list for a list). Desktop (issue 21) and mobile (issue 27)
// presets; the pages are in pages.ts. Prints the category scores and the audits of issue 21 per
// page, then a table of product/floor ratios per round with the load average (issue 48: the goals
// are ratios to the floor, measured in the same run); the full reports go to bench/out/.
// With --check, fails when `uses-text-compression` does not pass.
//
// Run: npx vite build && npx tsx bench/lighthouse/run.ts [--preset=desktop|mobile] [--check]
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Config, desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startFloor } from '../floor/server';
import { startDistServer } from '../support/dist-server';
import { type AuditPage, DEMO_PASSWORD, PAGES } from './pages';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3191);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
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

async function audit(browser: Browser, url: string, token: string | null, floorSignedIn = false) {
  const page = await browser.newPage();
  const flags: Flags = { logLevel: 'error', output: 'json' };
  if (floorSignedIn) {
    await page.evaluateOnNewDocument(() => localStorage.setItem('floor-token', 'signed-in'));
    flags.disableStorageReset = true;
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  }
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

interface Figures {
  performance: number;
  tbt: number;
  lcp: number;
}

const figuresOf = (lhr: Awaited<ReturnType<typeof audit>>): Figures => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
});

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Prints one report's category scores and the audits that matter, as before the floor. */
function printReport(url: string, lhr: Awaited<ReturnType<typeof audit>>) {
  console.log(
    `\n${new URL(url).pathname} — Lighthouse ${lhr.lighthouseVersion}, ${preset}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, load average ${loadAverage()}`,
  );
  console.log(
    `  ${Object.values(lhr.categories)
      .map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`)
      .join(' · ')}`,
  );
  for (const id of AUDITS) {
    const a = lhr.audits[id];
    if (!a) continue;
    const verdict = a.score === null ? 'n/a' : a.score >= 0.9 ? 'pass' : 'FAIL';
    console.log(`  ${id.padEnd(26)} ${verdict.padEnd(5)} ${a.displayValue ?? ''}`);
  }
}

async function main() {
  if (!(preset in PRESETS)) throw new Error(`unknown preset ${preset}: ${Object.keys(PRESETS).join(', ')}`);
  const { base, stop } = await startDistServer(PORT);
  const floor = await startFloor();
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const failures: string[] = [];
  const rows: string[][] = [];
  try {
    mkdirSync('bench/out', { recursive: true });
    for (let round = 1; round <= ROUNDS; round++) {
      const floorOf: Record<string, Figures> = {};
      for (const { path: where, user, floor: kind } of PAGES[preset] as AuditPage[]) {
        const load = loadAverage();
        const token = user ? await tokenOf(base, user) : null;
        const url = `${base}${typeof where === 'string' ? where : await where(base, token ?? '')}`;
        const lhr = await audit(browser, url, token);
        const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        writeFileSync(path.join('bench/out', `lighthouse-${preset}-${name}.json`), JSON.stringify(lhr));
        if (round === 1) printReport(url, lhr);
        if ((lhr.audits['uses-text-compression']?.score ?? 0) < 1)
          failures.push(`${url}: uses-text-compression does not pass`);
        // The floor's page of the same kind, right after: the same moment of the machine.
        floorOf[kind] ??= figuresOf(
          await audit(
            browser,
            `${floor.base}${kind === 'login' ? '/login' : '/items'}`,
            null,
            kind === 'list',
          ),
        );
        const product = figuresOf(lhr);
        const bare = floorOf[kind];
        rows.push([
          String(round),
          new URL(url).pathname.replace(/\/\d+/g, '/:id'),
          `${product.performance} / ${bare.performance}`,
          product.performance >= bare.performance ? 'да' : 'НЕТ',
          `${Math.round(product.tbt)} / ${Math.round(bare.tbt)}`,
          bare.tbt > 0 ? (product.tbt / bare.tbt).toFixed(2) : '—',
          (product.lcp / bare.lcp).toFixed(2),
          load,
        ]);
      }
    }
  } finally {
    await browser.close();
    await floor.stop();
    await stop();
  }
  console.log(`\nbench/lighthouse — ${preset}: продукт против floor (${ROUNDS} раунда, вперемежку)`);
  const header = [
    'Раунд',
    'Страница',
    'Perf прод./floor',
    '≥ floor',
    'TBT мс прод./floor',
    'TBT ×',
    'LCP ×',
    'Нагрузка',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (process.argv.includes('--check') && failures.length) {
    console.error(`\n${failures.join('\n')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
