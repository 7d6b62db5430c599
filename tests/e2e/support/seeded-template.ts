/**
 * The browser tests' database on PostgreSQL (docs/decisions.md, «A test loop of minutes»): one
 * migrated and seeded database that every browser-test server copies (`CREATE DATABASE … TEMPLATE`)
 * instead of migrating and seeding its own.
 *
 *   npx tsx tests/e2e/support/seeded-template.ts create|drop <name>   (TEST_DATABASE_URL: the server)
 */
import { openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed';
import pg from 'pg';
import { adminQuery, adminUrl, databaseUrl } from '../../api/support/template';

const [action, name] = process.argv.slice(2);
if (!/^[a-z0-9_]+$/.test(name ?? '') || !['create', 'drop'].includes(action)) {
  console.error('usage: seeded-template.ts create|drop <name>');
  process.exit(2);
}
// The template and the servers' copies of it (`<name>_<port>`, which a killed server leaves behind).
const client = new pg.Client({ connectionString: adminUrl() });
await client.connect();
const { rows } = await client.query<{ datname: string }>(
  "SELECT datname FROM pg_database WHERE datname = $1 OR datname ~ ('^' || $1 || '_[0-9]+$')",
  [name],
);
await client.end();
for (const { datname } of rows) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
if (action === 'create') {
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  try {
    await migrate(database);
    await seedDemo(database);
  } finally {
    await database.close();
  }
}
