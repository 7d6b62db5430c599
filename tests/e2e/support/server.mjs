// Starts the real server for the browser tests on the run's fresh data directory (DATA_DIR, made
// by playwright.config.ts; a new one when started alone) and removes it when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'zakupki-e2e-'));

// `npx tsx server/main.ts`, without npx in between so a stop signal reaches the server itself.
const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
const server = spawn(process.execPath, [tsx, 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
