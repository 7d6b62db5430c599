import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed';
import pg from 'pg';

/**
 * Seed once, clone per file (issue 48): the project's global set-up migrates and seeds one
 * database per engine, and every test file starts from a copy of it — `CREATE DATABASE … TEMPLATE`
 * on PostgreSQL, a loaded `dumpDataDir` on PGlite — instead of migrating and seeding its own.
 */
export type Engine = 'pglite' | 'postgres';
export type Start = 'seeded' | 'migrated';

export interface Templates {
  engine: Engine;
  /** The database name (PostgreSQL) or the dump file (PGlite) of each start. */
  of: Record<Start, string>;
  /** The demo seed's named ids, the same in every clone. */
  ids: [string, number][];
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: Templates;
  }
}

export const adminUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
};

export async function adminQuery(sqlText: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string) {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

/** Builds both starts of an engine; returns them and a function removing them. */
export async function buildTemplates(
  engine: Engine,
): Promise<{ templates: Templates; remove(): Promise<void> }> {
  if (engine === 'postgres') {
    const of = { migrated: uniqueName('tpl_migrated'), seeded: uniqueName('tpl_seeded') };
    const build = async (name: string, seed: boolean) => {
      await adminQuery(`CREATE DATABASE ${name}`);
      const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
      try {
        await migrate(database);
        return seed ? await seedDemo(database) : new Map<string, number>();
      } finally {
        await database.close();
      }
    };
    const [, ids] = await Promise.all([build(of.migrated, false), build(of.seeded, true)]);
    return {
      templates: { engine, of, ids: [...ids] },
      remove: async () => {
        for (const name of Object.values(of))
          await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const base = path.join(os.tmpdir(), uniqueName('zakupki-template'));
  const of = { migrated: `${base}-migrated.tar`, seeded: `${base}-seeded.tar` };
  const database = await openDatabase({});
  let ids: Map<string, number>;
  try {
    await migrate(database);
    await dump(database, of.migrated);
    ids = await seedDemo(database);
    await dump(database, of.seeded);
  } finally {
    await database.close();
  }
  return {
    templates: { engine, of, ids: [...ids] },
    remove: async () => {
      await Promise.all(Object.values(of).map((file) => rm(file, { force: true })));
    },
  };
}

async function dump(database: Database, file: string) {
  if (!database.dumpDataDir) throw new Error('not an embedded database');
  const tar = await database.dumpDataDir();
  await writeFile(file, Buffer.from(await tar.arrayBuffer()));
}

/** Dumps already read by this worker (files of one worker share its modules: isolate is off). */
const dumps = new Map<string, Promise<Blob>>();

/** A new database with the start's contents, and a function that removes it. */
export async function cloneTemplate(
  templates: Templates,
  start: Start,
): Promise<{ database: Database; remove(): Promise<void> }> {
  const source = templates.of[start];
  if (templates.engine === 'pglite') {
    let blob = dumps.get(source);
    if (!blob) {
      blob = readFile(source).then((bytes) => new Blob([bytes]));
      dumps.set(source, blob);
    }
    const database = await openDatabase({ loadDataDir: await blob });
    return { database, remove: () => database.close() };
  }
  const name = uniqueName('t');
  await createFromTemplate(name, source);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 10 });
  return {
    database,
    async remove() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * PostgreSQL copies a template only while no one else is connected to it, and refuses two copies
 * started in the same instant by some versions: a refusal of that kind is tried again.
 */
async function createFromTemplate(name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      // Settings made by ALTER DATABASE (migration 0036: jit off) are not part of a copy.
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      await adminQuery(`ALTER DATABASE ${name} SET jit = off`);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test(String(error));
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
