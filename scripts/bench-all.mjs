#!/usr/bin/env node
// `npm run bench`: every benchmark in turn, each printing its own table (see docs/performance.md).
// BENCH=bundle,api,import,render,web,load,backup picks some; the heavy ones take minutes on the full data sizes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const all = ['bundle', 'api', 'import', 'render', 'web', 'load', 'backup'];
const chosen = (process.env.BENCH ?? all.join(',')).split(',');
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

if (chosen.includes('bundle')) {
  if (!existsSync('dist/bundle-report.json')) run('npx', ['vite', 'build']);
  run('node', ['bench/bundle/run.mjs']);
}
if (chosen.includes('api')) {
  // bench/api/run.ts seeds the large data first when it is missing (bench/seed-large, SEED=42):
  // about 4 min on PostgreSQL, 10–25 min on PGlite; later runs reuse it.
  run('npx', ['tsx', 'bench/api/run.ts']);
  if (process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL) {
    run('npx', ['tsx', 'bench/api/run.ts', '--pg']);
    // 50 users of 20 organizations, 5 % writes, direct and through PgBouncer (issue 23).
    run('npx', ['tsx', 'bench/api/mixed.ts']);
  }
}
if (chosen.includes('import')) run('npx', ['tsx', 'bench/import/run.ts']);
if (chosen.includes('render')) run('npx', ['tsx', 'bench/render/run.ts']);
if (chosen.includes('web')) {
  // The production build in Chromium, 10 runs (≈ 3 min): TTI, LCP, CLS, INP-style interactions.
  if (!existsSync('dist/index.html')) run('npx', ['vite', 'build']);
  run('npx', ['tsx', 'bench/web/run.ts']);
}
if (chosen.includes('load')) {
  // A mix of reads and writes, 60 s at 100 connections: throughput, p50/p99, errors, lost writes.
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const { BENCH_DATABASE_URL: _pg, ...embedded } = process.env;
  spawnSync('npx', ['tsx', 'bench/load/run.ts'], { stdio: 'inherit', env: embedded });
  if (url)
    spawnSync('npx', ['tsx', 'bench/load/run.ts'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASE_URL: url },
    });
}
// Backup, restore and the move to PostgreSQL of the embedded database against `cp -r` (issue 47).
if (chosen.includes('backup')) run('npx', ['tsx', 'bench/backup/run.ts']);
