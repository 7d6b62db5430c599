// Web vitals of the production build in Chromium (issue 12): time to interactive of /login and
// /client/orders, LCP and CLS from PerformanceObserver, the JavaScript each load downloads, the bytes
// it really transfers (compressed bodies and headers, as the server sends them), and an
// INP-style measure (Event Timing API) of typing in the order catalog search and of sorting the
// orders list. Median of WEB_RUNS (10) runs, each in a fresh browser context (cold HTTP cache).
//
// Serves `dist` (DIST_DIR) with the real server on a fresh demo database, as the e2e tests do.
// Run: npx vite build && npx tsx bench/web/run.ts
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { startDistServer } from '../support/dist-server';

const RUNS = Number(process.env.WEB_RUNS ?? 10);
const PORT = Number(process.env.WEB_BENCH_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const USER = { email: 'anna@vkusdvor.demo', password: 'demo12345' };
/** The buyer of the same organization: Зорька's price list is open to him (as in e2e/orders.spec). */
const BUYER = { email: 'igor@vkusdvor.demo', password: 'demo12345' };
/** Interactive = the page's first control is usable and no long task (≥ 50 ms) for 50 ms after. */
const QUIET_MS = 50;
/** How long a page is watched after it became usable (late long tasks, layout shifts, LCP). */
const SETTLE_MS = 1500;

// ---------------------------------------------------------------------------------------------
// The in-page probe, installed before any script of the page runs.

interface Probe {
  readyAt: number | null;
  lcp: number;
  cls: number;
  longTasks: [number, number][];
  events: { name: string; id: number; start: number; duration: number }[];
  /** Input event → the frame after it (rAF + task), in ms: a check of the Event Timing figures. */
  inputToPaint: { start: number; duration: number }[];
}
declare global {
  interface Window {
    __probe: Probe;
  }
}

/** Runs in the page: observers for LCP, CLS (session windows), long tasks and event timing. */
function installProbe(readySelectors: string[]) {
  const probe: Probe = { readyAt: null, lcp: 0, cls: 0, longTasks: [], events: [], inputToPaint: [] };
  const afterNextPaint = (start: number) =>
    requestAnimationFrame(() =>
      setTimeout(() => probe.inputToPaint.push({ start, duration: performance.now() - start })),
    );
  addEventListener('input', (e) => afterNextPaint(e.timeStamp), true);
  addEventListener('click', (e) => afterNextPaint(e.timeStamp), true);
  window.__probe = probe;
  const observe = (type: string, onEntry: (e: PerformanceEntry) => void, extra: object = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
        type,
        buffered: true,
        ...extra,
      } as PerformanceObserverInit);
    } catch {
      /* entry type not supported */
    }
  };
  observe('largest-contentful-paint', (e) => {
    const lcp = e as PerformanceEntry & { renderTime: number; loadTime: number };
    probe.lcp = lcp.renderTime || lcp.loadTime || lcp.startTime;
  });
  // CLS as Core Web Vitals define it: the largest session window (gaps < 1 s, at most 5 s long).
  let window_ = { value: 0, start: -Infinity, last: -Infinity };
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (shift.hadRecentInput) return;
    if (shift.startTime - window_.last < 1000 && shift.startTime - window_.start < 5000) {
      window_.value += shift.value;
    } else {
      window_ = { value: shift.value, start: shift.startTime, last: shift.startTime };
    }
    window_.last = shift.startTime;
    probe.cls = Math.max(probe.cls, window_.value);
  });
  observe('longtask', (e) => probe.longTasks.push([e.startTime, e.startTime + e.duration]));
  observe(
    'event',
    (e) => {
      const event = e as PerformanceEntry & { interactionId: number };
      if (event.interactionId) {
        probe.events.push({
          name: e.name,
          id: event.interactionId,
          start: e.startTime,
          duration: e.duration,
        });
      }
    },
    { durationThreshold: 16 },
  );
  // Usable: every selector matches an element (checked on each DOM change, as it happens).
  const check = () => {
    if (probe.readyAt !== null) return;
    if (readySelectors.every((s) => document.querySelector(s))) {
      probe.readyAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  const start = () => {
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

/** Installs the probe; tsx names inner functions with `__name`, which the page must know too. */
async function addProbe(page: Page, readySelectors: string[]) {
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.addInitScript(installProbe, readySelectors);
}

// ---------------------------------------------------------------------------------------------

interface Load {
  tti: number;
  lcp: number;
  cls: number;
  jsGzip: number;
  jsFiles: number;
  /** JavaScript bytes on the wire (the Brotli files the server sends). */
  jsSent: number;
  /** Every byte of the load on the wire: documents, scripts, API answers, icons; bodies and headers. */
  transferred: number;
}

/** TTI: from the moment the page is usable, pushed past every long task that starts within 50 ms. */
function timeToInteractive(readyAt: number, longTasks: [number, number][]): number {
  let tti = readyAt;
  for (const [start, end] of [...longTasks].sort((a, b) => a[0] - b[0])) {
    if (end > tti && start < tti + QUIET_MS) tti = end;
  }
  return tti;
}

/**
 * Counts the JavaScript the page downloads (each file gzip -9, as bench/bundle measures) and what
 * the load transfers (Chromium's encoded body and header sizes of every finished request).
 */
function countScripts(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || sizes.has(url)) return;
    sizes.set(url, 0);
    try {
      sizes.set(url, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      /* navigated away */
    }
  });
  const wire = new Map<string, { bytes: number; script: boolean }>();
  page.on('requestfinished', async (request) => {
    try {
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      wire.set(`${wire.size} ${request.url()}`, {
        bytes: responseBodySize + responseHeadersSize,
        script: request.resourceType() === 'script',
      });
    } catch {
      /* navigated away */
    }
  });
  return () => ({
    jsGzip: [...sizes.values()].reduce((a, b) => a + b, 0),
    jsFiles: sizes.size,
    jsSent: [...wire.values()].filter((w) => w.script).reduce((a, w) => a + w.bytes, 0),
    transferred: [...wire.values()].reduce((a, w) => a + w.bytes, 0),
  });
}

async function measureLoad(context: BrowserContext, url: string, readySelectors: string[]): Promise<Load> {
  const page = await context.newPage();
  await addProbe(page, readySelectors);
  const scripts = countScripts(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => window.__probe.readyAt !== null, undefined, { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const probe = await page.evaluate(() => window.__probe);
  await page.close();
  return {
    tti: timeToInteractive(probe.readyAt as number, probe.longTasks),
    lcp: probe.lcp,
    cls: probe.cls,
    ...scripts(),
  };
}

/**
 * INP-style: the longest interaction (max duration over its events, Event Timing API) during `act`,
 * in ms, and the longest input/click → next frame measured by the probe itself.
 */
async function measureInteraction(page: Page, act: () => Promise<void>): Promise<Interaction> {
  const from = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(800);
  const { events, inputToPaint } = await page.evaluate(() => window.__probe);
  const byInteraction = new Map<number, number>();
  for (const e of events) {
    if (e.start < from) continue;
    byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  }
  const paints = inputToPaint.filter((p) => p.start >= from).map((p) => p.duration);
  return {
    // 0 = no interaction reached the API's 16 ms reporting threshold.
    inp: byInteraction.size ? Math.max(...byInteraction.values()) : 0,
    nextPaint: paints.length ? Math.max(...paints) : 0,
  };
}

interface Interaction {
  inp: number;
  nextPaint: number;
}

/**
 * A signed-in session as the app leaves it after its own login form: the token and the session
 * cookies of spec 000 §3 (access map, settings, modules), so the shell renders its menus at once.
 */
async function sessionOf(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  const form = page.getByRole('form', { name: 'Вход' });
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Пароль').fill(user.password);
  await form.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForFunction(() => document.cookie.includes('user-access'));
  const state = await context.storageState();
  await context.close();
  return state;
}

type Session = Awaited<ReturnType<typeof sessionOf>>;

/** A fresh context (cold HTTP cache) with a signed-in session's cookies. */
const signedInContext = (browser: Browser, session: Session) =>
  browser.newContext({ locale: 'ru-RU', storageState: session });

interface Run {
  login: Load;
  orders: Load;
  sort: Interaction;
  typing: Interaction;
}

async function oneRun(browser: Browser, sessions: { user: Session; buyer: Session }): Promise<Run> {
  const visitor = await browser.newContext({ locale: 'ru-RU' });
  const login = await measureLoad(visitor, `${BASE}/login`, [
    'form[aria-label="Вход"] input:not([disabled])',
  ]);
  await visitor.close();

  const context = await signedInContext(browser, sessions.user);
  const orders = await measureLoad(context, `${BASE}/client/orders`, [
    '[role="combobox"]:not([aria-disabled="true"])',
    '.MuiDataGrid-row[data-id]',
  ]);

  // Sorting: a click on the «Сумма» header of the orders grid (server-side sort).
  const list = await context.newPage();
  await addProbe(list, ['.MuiDataGrid-row[data-id]']);
  await list.goto(`${BASE}/client/orders`);
  await list.waitForFunction(() => window.__probe.readyAt !== null, undefined, { timeout: 60_000 });
  await list.waitForTimeout(300);
  const sort = await measureInteraction(list, async () => {
    const sorted = list.waitForResponse((r) => r.url().includes('order_field=total_amount'));
    await list.getByRole('columnheader', { name: 'Сумма' }).click();
    await sorted;
  });
  await list.close();

  await context.close();

  // Typing: the search of the order catalog, after choosing the supplier.
  const buyer = await signedInContext(browser, sessions.buyer);
  const catalog = await buyer.newPage();
  await addProbe(catalog, ['[role="combobox"]']);
  await catalog.goto(`${BASE}/client/orders/new`);
  await catalog.getByLabel('Поставщик').click();
  await catalog
    .getByRole('option')
    .filter({ hasText: /Зорька/ })
    .first()
    .click();
  const search = catalog.getByPlaceholder('Название или штрихкод');
  await search.and(catalog.locator(':enabled')).waitFor({ timeout: 60_000 });
  await catalog
    .getByRole('textbox', { name: /^Количество: / })
    .first()
    .waitFor();
  await catalog.waitForTimeout(300);
  await search.click();
  const typing = await measureInteraction(catalog, () => catalog.keyboard.type('молоко', { delay: 120 }));
  await catalog.close();
  await buyer.close();
  return { login, orders, sort, typing };
}

// ---------------------------------------------------------------------------------------------

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const { stop } = await startDistServer(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const version = browser.version();
  const runs: Run[] = [];
  try {
    const sessions = { user: await sessionOf(browser, USER), buyer: await sessionOf(browser, BUYER) };
    await oneRun(browser, sessions); // warm-up: server caches, first compilation of the queries
    for (let i = 0; i < RUNS; i++) {
      runs.push(await oneRun(browser, sessions));
      process.stderr.write(`web bench: run ${i + 1}/${RUNS}\n`);
    }
  } finally {
    await browser.close();
    await stop();
  }

  const ms = (v: number) => `${Math.round(v)} ms`;
  const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
  const kb = (v: number) => `${(v / 1024).toFixed(1)} kB`;
  type Row = [string, string, number, number, (v: number) => string];
  const rows: Row[] = [
    [
      '/login: time to interactive',
      '≤ 3.8 s (Lighthouse «fast»)',
      median(runs.map((r) => r.login.tti)),
      3800,
      s,
    ],
    ['/login: LCP', '≤ 2.5 s', median(runs.map((r) => r.login.lcp)), 2500, s],
    ['/login: CLS', '≤ 0.1', median(runs.map((r) => r.login.cls)), 0.1, (v) => v.toFixed(3)],
    [
      '/login: JavaScript downloaded (gzip)',
      '≤ 200 kB',
      median(runs.map((r) => r.login.jsGzip)),
      200 * 1024,
      kb,
    ],
    [
      '/login: JavaScript transferred (br)',
      '≤ 200 kB',
      median(runs.map((r) => r.login.jsSent)),
      200 * 1024,
      kb,
    ],
    ['/login: all bytes transferred', '—', median(runs.map((r) => r.login.transferred)), Number.NaN, kb],
    [
      '/client/orders: time to interactive',
      '≤ 3.8 s (Lighthouse «fast»)',
      median(runs.map((r) => r.orders.tti)),
      3800,
      s,
    ],
    ['/client/orders: LCP', '≤ 2.5 s', median(runs.map((r) => r.orders.lcp)), 2500, s],
    ['/client/orders: CLS', '≤ 0.1', median(runs.map((r) => r.orders.cls)), 0.1, (v) => v.toFixed(3)],
    [
      '/client/orders: JavaScript downloaded (gzip)',
      '≤ 450 kB',
      median(runs.map((r) => r.orders.jsGzip)),
      450 * 1024,
      kb,
    ],
    [
      '/client/orders: JavaScript transferred (br)',
      '≤ 450 kB',
      median(runs.map((r) => r.orders.jsSent)),
      450 * 1024,
      kb,
    ],
    [
      '/client/orders: all bytes transferred',
      '—',
      median(runs.map((r) => r.orders.transferred)),
      Number.NaN,
      kb,
    ],
    ['INP: typing in the order catalog search', '≤ 200 ms', median(runs.map((r) => r.typing.inp)), 200, ms],
    ['  same, input → next frame', '≤ 200 ms', median(runs.map((r) => r.typing.nextPaint)), 200, ms],
    ['INP: sorting the orders list (header click)', '≤ 200 ms', median(runs.map((r) => r.sort.inp)), 200, ms],
    ['  same, click → next frame', '≤ 200 ms', median(runs.map((r) => r.sort.nextPaint)), 200, ms],
  ];
  console.log(
    `\nWeb vitals, production build, Chromium ${version} (median of ${RUNS} runs, cold cache, no throttling;` +
      ` load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})\n`,
  );
  console.log(
    `${'measure'.padEnd(46)} ${'goal'.padEnd(28)} ${'measured'.padStart(10)} ${'ratio'.padStart(6)}`,
  );
  for (const [name, goal, value, limit, format] of rows) {
    console.log(
      `${name.padEnd(46)} ${goal.padEnd(28)} ${format(value).padStart(10)} ${(Number.isNaN(limit) ? '—' : (value / limit).toFixed(2)).padStart(6)}`,
    );
  }
  console.log(
    '\nTTI: the first control usable (login: the e-mail field; orders: the filters and the first grid row) and',
    `\nno long task for ${QUIET_MS} ms after. INP: the longest interaction (Event Timing, durationThreshold 16 ms);`,
    '\n0 ms = no interaction took 16 ms or more. ratio = measured / goal (lower is better).',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
