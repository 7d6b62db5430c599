import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/db/seed/context';

/** The real server (server/main.ts) as a child process on a file-backed database, killable with SIGKILL. */
export interface ServerHandle {
  base: string;
  pid: number;
  kill(): Promise<void>;
}

export async function startServer(
  dataDir: string,
  port: number,
  databaseUrl?: string,
): Promise<ServerHandle> {
  const distDir = path.join(dataDir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>crash</title>');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'crash-safety-secret-crash-safety-secret',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 300_000) throw new Error('the server did not start in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: child.pid ?? 0,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A JSON call; throws only when the connection dies (the server was killed). */
export async function call(
  base: string,
  token: string | null,
  method: string,
  url: string,
  init: RequestInit = {},
) {
  const res = await fetch(`${base}${url}`, {
    method,
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function login(base: string, email: string) {
  const res = await fetch(`${base}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }).toString(),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A CSV import file of `count` goods named «<prefix> #n» in the category «Краш». */
export function goodsCsv(prefix: string, count: number) {
  const rows = ['Наименование;Артикул;Ед. изм.;Цена;Категория'];
  for (let n = 1; n <= count; n++)
    rows.push(`${prefix} #${n};${prefix.replace(/\s/g, '')}-${n};шт;${(n % 900) + 10};Краш`);
  return new Blob([rows.join('\r\n')], { type: 'text/csv' });
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped by `drop`. */
export async function pgDatabase() {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('--pg needs TEST_DATABASE_URL');
  const name = `crash_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = new pg.Client({ connectionString: admin });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  };
  return { url: url.toString(), drop };
}
