import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { type AppConfig, DEFAULT_RATE_LIMITS } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed';
import { DEMO_PASSWORD } from '@server/db/seed/context';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { adminQuery, cloneTemplate, databaseUrl, type Templates, uniqueName } from './template';

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

type TestDatabase = Database & { drop(): Promise<void> };

/** An empty database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usingPostgres()) {
    const database = await openDatabase({});
    return { ...database, drop: () => database.close() };
  }
  const name = uniqueName('t');
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 10 });
  return {
    ...database,
    async drop() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The project's templates (global set-up), or undefined where none was built (a bench). */
function projectTemplates(): Templates | undefined {
  try {
    return inject('apiTemplates');
  } catch {
    return undefined;
  }
}

/**
 * A database as the test wants to start: a clone of the run's migrated or seeded template, or,
 * without templates, one migrated (and seeded) here.
 */
async function startingDatabase(
  seed: boolean,
): Promise<{ database: TestDatabase; ids: Map<string, number> }> {
  const templates = projectTemplates();
  if (templates) {
    const { database, remove } = await cloneTemplate(templates, seed ? 'seeded' : 'migrated');
    return { database: { ...database, drop: remove }, ids: new Map(seed ? templates.ids : []) };
  }
  const database = await createTestDatabase();
  await migrate(database);
  return { database, ids: seed ? await seedDemo(database) : new Map() };
}

/** Writes to the tables whose changes NOTIFY users_changed (migration 0017). */
const USERS_WRITE =
  /\b(INSERT|UPDATE|DELETE|TRUNCATE)\b[\s\S]*\b(users|user_roles|role_permissions|impersonations)\b/i;

/**
 * The database as a test writes to it behind the app's back: a write to users or their roles
 * returns once the app has heard of it (NOTIFY users_changed empties its user cache), as the next
 * request of a real user would find it a few milliseconds later.
 */
function heardByApp(database: Database, app: FastifyInstance): Database {
  const heardSince = async (generation: number) => {
    const until = Date.now() + 2_000;
    while (app.userCache.generation() === generation && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  };
  const writing = async <T>(sqlText: string, run: () => Promise<T>) => {
    const generation = app.userCache.generation();
    const result = await run();
    if (USERS_WRITE.test(sqlText)) await heardSince(generation);
    return result;
  };
  return {
    ...database,
    query: (sqlText, params) => writing(sqlText, () => database.query(sqlText, params)),
    exec: (sqlText) => writing(sqlText, () => database.exec(sqlText)),
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Named ids of the demo data ('user:buyer', 'org:client', …) when seeded. */
  ids: Map<string, number>;
  id(name: string): number;
  /** Logs in and returns a bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** An injector that sends the token. */
  as(token: string | null): Client;
  /** Messages written to the outbox, oldest first. */
  outbox(): { to: string; subject: string; text: string; link?: string }[];
  close(): Promise<void>;
}

export type Client = (options: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;

export async function createTestApp(
  options: { seed?: boolean; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-test-'));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    inMemoryDb: true,
    mailFrom: 'test@zakupki.local',
    publicUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-test-secret-test-secret-1234',
    tokenTtlSec: 3600,
    impersonationTtlSec: 3600,
    distDir: path.join(dataDir, 'no-dist'),
    version: 'test',
    logger: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    seedDemo: false,
    ...options.config,
  };
  const { database, ids } = await startingDatabase(options.seed !== false);
  const app = await buildApp(config, { database, migrate: false });
  await app.ready();

  const as =
    (token: string | null): Client =>
    (opts) =>
      app.inject({
        ...opts,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) },
      });

  return {
    app,
    database: heardByApp(database, app),
    config,
    ids,
    id(name) {
      const value = ids.get(name);
      if (value === undefined) throw new Error(`unknown demo id ${name}`);
      return value;
    },
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password }).toString(),
      });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    as,
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
      return files
        .sort(
          (a, b) =>
            Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b, 'en', { numeric: true }),
        )
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asserts the DESIGN §4 error body. */
export function expectErrorBody(res: LightMyRequestResponse, status: number) {
  if (res.statusCode !== status) {
    throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  }
  const body = res.json();
  if (typeof body.detail !== 'string' || typeof body.code !== 'string' || !/[а-яё]/i.test(body.detail)) {
    throw new Error(`not a DESIGN §4 error body with a Russian detail: ${res.body}`);
  }
  return body as { detail: string; code: string; fields?: Record<string, string> };
}

export const form = (data: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(data).toString(),
});
