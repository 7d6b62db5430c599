#!/usr/bin/env node
// `npm run bench`: every benchmark in turn, each printing its own table (see docs/performance.md).
// BENCH=bundle,api,import,render picks some; the heavy ones take minutes on the full data sizes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const all = ['bundle', 'api', 'import', 'render'];
const chosen = (process.env.BENCH ?? all.join(',')).split(',');
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

if (chosen.includes('bundle')) {
  if (!existsSync('dist/bundle-report.json')) run('npx', ['vite', 'build']);
  run('node', ['bench/bundle/run.mjs']);
}
if (chosen.includes('api')) run('npx', ['tsx', 'bench/api/orders.ts']);
if (chosen.includes('import')) run('npx', ['tsx', 'bench/import/run.ts']);
if (chosen.includes('render')) run('npx', ['tsx', 'bench/render/run.ts']);
