import type { AppConfig } from '../../config';
import type { Database } from '../client';
import { accessSeeder } from './access';
import { contentSeeder } from './content';
import type { SeedContext, Seeder } from './context';
import { foundationSeeder } from './foundation';
import { globalCategoriesSeeder } from './global-categories';
import { goodsSeeder } from './goods';
import { inventorySeeder } from './inventory';
import { ordersSeeder } from './orders';
import { settingsSeeder } from './settings';
import { tradeSeeder } from './trade';

/** Demo data, in order; each area adds its seeder here (DESIGN §8). */
export const seeders: Seeder[] = [
  foundationSeeder,
  settingsSeeder,
  accessSeeder,
  globalCategoriesSeeder,
  goodsSeeder,
  tradeSeeder,
  ordersSeeder,
  inventorySeeder,
  contentSeeder,
];

export async function seedDemo(database: Database, config: AppConfig | null = null) {
  const ids = new Map<string, number>();
  const ctx: SeedContext = {
    db: database.db,
    database,
    config,
    ids,
    id(name) {
      const value = ids.get(name);
      if (value === undefined) throw new Error(`seed: unknown id ${name}`);
      return value;
    },
  };
  await database.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as SeedContext['db'] };
    for (const seeder of seeders) await seeder.run(txCtx);
  });
  return ids;
}

/** Seeds the demo into an empty database (no users yet). */
export async function seedIfEmpty(database: Database, config: AppConfig) {
  const [{ count }] = await database.query<{ count: string }>('SELECT count(*)::text AS count FROM users');
  if (Number(count) > 0) return false;
  await seedDemo(database, config);
  return true;
}
