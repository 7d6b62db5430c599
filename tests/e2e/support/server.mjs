// Starts the real server for the browser tests on the run's fresh data directory (DATA_DIR, made
// by playwright.config.ts; a new one when started alone) and removes it when the server stops.
// With E2E_PG_TEMPLATE (scripts/test-all.mjs, when TEST_DATABASE_URL is set) the server runs on its
// own PostgreSQL copy of that seeded database, dropped when it stops; otherwise on PGlite in DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'zakupki-e2e-'));
const template = process.env.E2E_PG_TEMPLATE;

async function admin(sqlText) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** A copy of the template for this server; PostgreSQL copies a template for one caller at a time. */
async function copyOfTemplate() {
  const name = `${template}_${port}`;
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if (!/being accessed by other users/.test(String(error)) || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  // Settings made by ALTER DATABASE (migration 0036: jit off) are not part of a copy.
  await admin(`ALTER DATABASE ${name} SET jit = off`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

const database = template ? await copyOfTemplate() : null;

// tsx as a loader of the server's own process, so a stop signal reaches the server itself.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (database) await admin(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`).catch(() => undefined);
  process.exit(code ?? (signal ? 0 : 1));
});
