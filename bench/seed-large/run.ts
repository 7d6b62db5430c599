/**
 * Generates the large data set (see data.ts) on PGlite (file-backed, bench/out/pglite-large) or on
 * PostgreSQL (`--pg`: a fresh database bench_large on the TEST_DATABASE_URL server).
 *
 *   npx tsx bench/seed-large/run.ts [--pg] [--force]      (SEED=42)
 *
 * Skips the work when the data of the same SEED is already there, unless --force.
 */
import { hasLargeData, seedLarge } from './data';
import { type Engine, openLarge, PG_DATABASE, PGLITE_DIR } from './open';

const engine: Engine = process.argv.includes('--pg') ? 'postgres' : 'pglite';
const force = process.argv.includes('--force');
const seed = Number(process.env.SEED ?? 42);

export async function ensureLarge(target: Engine, options: { force?: boolean; seed?: number } = {}) {
  const wanted = options.seed ?? seed;
  if (!options.force) {
    const database = await openLarge(target);
    try {
      const found = await hasLargeData(database).catch(() => null);
      if (found === String(wanted)) return false;
    } finally {
      await database.close();
    }
  }
  const where = target === 'pglite' ? PGLITE_DIR : `database ${PG_DATABASE}`;
  console.log(`Seeding the large data on ${target} (${where}), SEED=${wanted}…`);
  const database = await openLarge(target, { fresh: true });
  try {
    const report = await seedLarge(database, wanted);
    console.log(`${target}: large data created in ${report.totalSeconds.toFixed(1)} s`);
  } finally {
    await database.close();
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const created = await ensureLarge(engine, { force });
  if (!created)
    console.log(`${engine}: the large data of SEED=${seed} is already there (--force to rebuild)`);
}
