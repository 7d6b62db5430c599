/**
 * Render benchmark of the counting screen (DESIGN §7): Chromium opens a 10 000-line stocktaking on
 * the built app and a real server with a temporary DATA_DIR, and prints
 * - the time to the first rendered row,
 * - the time to scroll to the last row,
 * - the time from typing a fact to its «Сохранено» state.
 * Run: npx tsx bench/render/run.ts   (builds dist/ first when it is missing)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { seedBigStocktaking } from './seed';

const LINES = 10_000;
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
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
  const docId = await seedBigStocktaking(dataDir, LINES);
  const port = await freePort();
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
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([
      { name: 'jwt-token', value: token, url: baseUrl },
      { name: 'show-nav', value: 'true', url: baseUrl },
    ]);
    const page = await context.newPage();

    const started = performance.now();
    await page.goto(`${baseUrl}/documents/stocktaking/${docId}/edit`);
    await page.locator('[data-line-id]').first().waitFor({ timeout: 120_000 });
    const firstRow = performance.now() - started;
    const domRows = await page.locator('[data-line-id]').count();

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
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Не сохранено|^Сохранение/ })
      .waitFor({ timeout: 5000 });
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Сохранено$/ })
      .waitFor({ timeout: 60_000 });
    const saved = performance.now() - typeStart;

    const rows = [
      ['Строк в документе', LINES.toLocaleString('ru-RU')],
      ['Строк в DOM после загрузки', String(domRows)],
      ['До первой строки, мс', firstRow.toFixed(0)],
      ['Прокрутка до конца, мс', scrollEnd.toFixed(0)],
      ['От ввода факта до «Сохранено», мс (включая паузу 700 мс)', saved.toFixed(0)],
    ];
    console.log('\nbench/render — экран подсчёта инвентаризации');
    for (const [label, value] of rows) console.log(`${label.padEnd(58)} ${value.padStart(8)}`);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
