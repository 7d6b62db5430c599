/**
 * Render benchmark of the counting screen (DESIGN §7): Chromium opens a 10 000-line stocktaking on
 * the built app and a real server with a temporary DATA_DIR, and prints
 * - the time to the first rendered row, in ROUNDS rounds (default 3) interleaved with the floor's
 *   10 000-row list (bench/floor: the bare stack on the same versions, same machine, same moment),
 *   each round's ratio and load average (goal, issue 48: ≤ 0.5× the floor's), and again with the
 *   app's files cached,
 * - the frame rate while the list scrolls (goal: 60 fps, i.e. frames of ~16.7 ms),
 * - the time to scroll to the last row,
 * - the time from typing a fact to its «Сохранено» state, the saver's pause included (goal: under 600 ms),
 * - after the first row (issue 43), the counting screen, /client/orders and /supplier/orders against
 *   the floor's list, interleaved: React commits and style rules in the 3 s after it, the rules
 *   inserted in all, the long tasks' blocking time, and the main thread's time by package
 *   (after-first-row.ts; build with BUILD_SOURCEMAP=hidden for package names, FLOOR_BUILD=1 once
 *   for the floor's). QUIET_ONLY=1 measures only this part.
 * Run: npx tsx bench/render/run.ts   (builds dist/ first when it is missing; BUILD=1 rebuilds)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { startFloor } from '../floor/server';
import { instrument, measureAfterFirstRow, printByPackage, type QuietFigures } from './after-first-row';
import { seedBigStocktaking } from './seed';

const LINES = 10_000;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const FLOOR_GOAL = 0.5;
const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function waitForServer(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/version.json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function main() {
  if (process.env.BUILD === '1' || !existsSync(path.join(root, 'dist/index.html'))) {
    execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
  const docId = await seedBigStocktaking(dataDir, LINES);
  const port = Number(process.env.RENDER_PORT) || (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const floor = await startFloor();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await waitForServer(baseUrl, server);
    const login = await fetch(`${baseUrl}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'olga@vkusdvor.demo', password: 'demo12345' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const signedIn = async (as = token) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([
        { name: 'jwt-token', value: as, url: baseUrl },
        { name: 'show-nav', value: 'true', url: baseUrl },
      ]);
      return context;
    };
    const screen = `${baseUrl}/documents/stocktaking/${docId}/edit`;
    await afterFirstRow(browser, baseUrl, signedIn, screen, floor.base);
    if (process.env.QUIET_ONLY === '1') return;
    // Interleaved rounds: product, floor, product, floor… each in a fresh context (cold cache).
    const rounds: { product: number; floor: number; load: string }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const load = os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      const productContext = await signedIn();
      const product = await timeToFirstRow(await productContext.newPage(), screen);
      await productContext.close();
      const floorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await floorContext.addInitScript(() => localStorage.setItem('floor-token', 'signed-in'));
      const floorTime = await timeToFirstRow(
        await floorContext.newPage(),
        `${floor.base}/items`,
        '.MuiDataGrid-row[data-rowindex="0"]',
      );
      await floorContext.close();
      rounds.push({ product, floor: floorTime, load });
    }
    console.log(
      '\nbench/render — первая строка: экран подсчёта (10 000 строк) и список floor (10 000 строк)',
    );
    console.log(
      `${'Раунд'.padEnd(6)} ${'Продукт, мс'.padStart(12)} ${'Floor, мс'.padStart(10)} ${'Отношение'.padStart(10)}  Нагрузка`,
    );
    for (const [i, r] of rounds.entries())
      console.log(
        `${String(i + 1).padEnd(6)} ${r.product.toFixed(0).padStart(12)} ${r.floor.toFixed(0).padStart(10)} ${(r.product / r.floor).toFixed(2).padStart(10)}  ${r.load}`,
      );
    const ratios = rounds.map((r) => r.product / r.floor).sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)];
    console.log(
      `Медиана отношения ${median.toFixed(2)} (цель ≤ ${FLOOR_GOAL}: ${median <= FLOOR_GOAL ? 'да' : 'НЕТ'}); раундов в цели ${ratios.filter((r) => r <= FLOOR_GOAL).length} из ${ratios.length}`,
    );

    const context = await signedIn();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    const firstRow = await timeToFirstRow(page, screen);
    const domRows = await page.locator('[data-line-id]').count();
    const scriptsBeforeRow = scripts.length;
    if (process.env.BENCH_TIMELINE === '1') await printTimeline(page);
    const scriptsTwice = scripts.length - new Set(scripts).size;

    // Smoothness: scroll the list by 120 px a frame for 2 s and time the frames.
    // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
    const frames = (await page.evaluate(`new Promise((resolve) => {
      const el = document.querySelector('[data-testid="lines-scroll"]');
      const times = [];
      let last = performance.now();
      const step = (now) => {
        times.push(now - last);
        last = now;
        el.scrollTop += 120;
        if (times.length < 120) requestAnimationFrame(step);
        else resolve(times.slice(1));
      };
      requestAnimationFrame(step);
    })`)) as number[];
    const meanFrame = frames.reduce((a, b) => a + b, 0) / frames.length;
    const fps = 1000 / meanFrame;
    const longFrames = frames.filter((f) => f > 50).length;
    await page.locator('[data-testid="lines-scroll"]').evaluate((el) => el.scrollTo({ top: 0 }));

    const scrollStart = performance.now();
    await page
      .locator('[data-testid="lines-scroll"]')
      .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.locator(`[data-row-index="${LINES - 1}"]`).waitFor({ timeout: 60_000 });
    const scrollEnd = performance.now() - scrollStart;

    const input = page.locator(`input[data-row="${LINES - 1}"]`);
    await input.click();
    const typeStart = performance.now();
    await input.pressSequentially('7', { delay: 0 });
    // Functions, not strings: the app's CSP forbids evaluating strings in the page.
    await page.waitForFunction(
      () =>
        /^Не сохранено|^Сохранение/.test(
          document.querySelector('[data-testid="save-state"]')?.textContent ?? '',
        ),
      undefined,
      { polling: 'raf', timeout: 5000 },
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="save-state"]')?.textContent === 'Сохранено',
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const saved = performance.now() - typeStart;

    // The storekeeper's next day: the app's files are in the browser's cache, the server is warm.
    const firstRowAgain = await timeToFirstRow(await context.newPage(), screen);

    const verdict = (value: number, goal: number, lower = true) =>
      (lower ? value < goal : value >= goal) ? 'да' : 'НЕТ';
    const rows: [string, string, string, string][] = [
      ['Строк в документе', LINES.toLocaleString('ru-RU'), '', ''],
      ['Строк в DOM после загрузки', String(domRows), '', ''],
      ['До первой строки, мс', firstRow.toFixed(0), '', ''],
      ['До первой строки при повторном открытии, мс', firstRowAgain.toFixed(0), '', ''],
      ['Скриптов до первой строки (из них повторно)', `${scriptsBeforeRow} (${scriptsTwice})`, '', ''],
      ['Прокрутка: кадров в секунду', fps.toFixed(0), '≥ 55', verdict(fps, 55, false)],
      ['Прокрутка: кадров дольше 50 мс', String(longFrames), '0', verdict(longFrames, 1)],
      ['Прокрутка до конца, мс', scrollEnd.toFixed(0), '', ''],
      ['От ввода факта до «Сохранено» (с паузой), мс', saved.toFixed(0), '< 600', verdict(saved, 600)],
    ];
    console.log('\nbench/render — экран подсчёта инвентаризации');
    console.log(`${'Показатель'.padEnd(48)} ${'Значение'.padStart(9)} ${'Цель'.padStart(8)}  Достигнута`);
    for (const [label, value, goal, ok] of rows)
      console.log(`${label.padEnd(48)} ${value.padStart(9)} ${goal.padStart(8)}  ${ok}`);
    console.log(
      `Нагрузка машины (uptime): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await browser.close();
    await floor.stop();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const tokenOf = async (baseUrl: string, email: string) => {
  const login = await fetch(`${baseUrl}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'demo12345' }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
};

const GRID_ROW = '.MuiDataGrid-row[data-rowindex="0"]';

/** Issue 43: the product's list pages and the floor's list after their first row, interleaved. */
async function afterFirstRow(
  browser: Browser,
  baseUrl: string,
  signedIn: (token?: string) => Promise<BrowserContext>,
  screen: string,
  floorBase: string,
) {
  const pages = [
    { name: 'экран подсчёта', url: screen, token: undefined, row: '[data-line-id]' },
    {
      name: '/client/orders',
      url: `${baseUrl}/client/orders`,
      token: await tokenOf(baseUrl, 'igor@vkusdvor.demo'),
      row: GRID_ROW,
    },
    {
      name: '/supplier/orders',
      url: `${baseUrl}/supplier/orders`,
      token: await tokenOf(baseUrl, 'dmitry@zorka.demo'),
      row: GRID_ROW,
    },
  ];
  const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  const floorDist = path.join(root, 'bench/floor/dist');
  const rows: { round: number; page: string; product: QuietFigures; floor: QuietFigures; load: string }[] =
    [];
  const profiles = new Map<string, Map<string, number>[]>();
  const keep = (name: string, figures: QuietFigures) =>
    profiles.set(name, [...(profiles.get(name) ?? []), figures.byPackage]);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of pages) {
      const load = os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      const productContext = await signedIn(page.token);
      await instrument(productContext);
      const product = await measureAfterFirstRow(productContext, page.url, page.row, dist);
      await productContext.close();
      const floorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await floorContext.addInitScript(() => localStorage.setItem('floor-token', 'signed-in'));
      await instrument(floorContext);
      const bare = await measureAfterFirstRow(floorContext, `${floorBase}/items`, GRID_ROW, floorDist);
      await floorContext.close();
      keep(page.name, product);
      keep('floor /items', bare);
      rows.push({ round, page: page.name, product, floor: bare, load });
    }
  }
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : a > 0 ? '∞' : '—');
  const pair = (a: number, b: number) => `${a.toFixed(0)} / ${b.toFixed(0)} (${ratio(a, b)})`;
  const header = [
    'Раунд',
    'Страница',
    'Первая строка мс',
    'Коммитов за 3 с',
    'Коммитов всего',
    'Правил за 3 с',
    'Правил всего',
    'Блокировка мс за 3 с',
    'Нагрузка',
  ];
  const table = rows.map((r) => [
    String(r.round),
    r.page,
    pair(r.product.firstRow, r.floor.firstRow),
    pair(r.product.commits, r.floor.commits),
    pair(r.product.commitsAll, r.floor.commitsAll),
    pair(r.product.rulesAfter, r.floor.rulesAfter),
    pair(r.product.rulesAll, r.floor.rulesAll),
    pair(r.product.blocking, r.floor.blocking),
    r.load,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  console.log('\nbench/render — после первой строки: продукт / floor (отношение), раунды вперемежку');
  for (const cells of [header, ...table]) console.log(cells.map((c, i) => c.padEnd(widths[i])).join('  '));
  for (const [name, runs] of profiles) printByPackage(name, runs);
}

/** Milliseconds from opening the address to the first line in the DOM. */
async function timeToFirstRow(page: Page, url: string, row = '[data-line-id]'): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  // Waits poll every animation frame: a locator's waitFor polls after 0, 20, 70, 170, 270 ms and
  // then every 500 ms, which would add up to half a second to the times measured.
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, row, {
    polling: 'raf',
    timeout: 120_000,
  });
  return performance.now() - started;
}

/** BENCH_TIMELINE=1: when each request of the page load started and ended (ms after navigation). */
async function printTimeline(page: Page) {
  const entries = (await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [
      e.name,
      Math.round(e.startTime),
      Math.round(e.responseEnd),
    ]),
  )) as [string, number, number][];
  for (const [name, start, end] of entries)
    console.log(
      `${String(start).padStart(6)} ${String(end).padStart(6)}  ${name.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  const marks = (await page.evaluate(() =>
    performance.getEntriesByType('paint').map((e) => `${e.name} ${Math.round(e.startTime)}`),
  )) as string[];
  console.log(marks.join('; '));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
