import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp, openConfiguredDatabase } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { analyzeChangedTables } from './db/planner-statistics';
import { seedIfEmpty } from './db/seed';

const config = loadConfig();

// `npm start` alone serves the app: build the SPA first when dist/ is missing.
if (!existsSync(path.join(config.distDir, 'index.html'))) {
  console.log('Сборка интерфейса (dist/ не найден)…');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], {
    stdio: 'inherit',
  });
  Object.assign(config, loadConfig());
}

const database = await openConfiguredDatabase(config);
await migrate(database);
if (config.seedDemo) await seedIfEmpty(database, config);
await analyzeChangedTables(database);

const app = await buildApp(config, { database, migrate: false });
app.addHook('onClose', () => database.close());

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Приложение: ${config.publicUrl} · API: ${config.publicUrl}/docs · база: ${database.kind}`);
