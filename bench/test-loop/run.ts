/**
 * The test loop's unit of cost (issue 48): one API file against one unit file, side by side in one
 * vitest run (each on its own worker), ROUNDS times (default 3). Prints each file's whole wall time
 * (scripts/vitest-file-times.ts) and the ratio; goal: the API file ≤ 2× the unit file.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/test-loop/run.ts [api file] [unit file]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [
  apiFile = 'tests/api/settings/sales-points.test.ts',
  unitFile = 'tests/unit/providers/data-provider.test.ts',
] = process.argv.slice(2);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const GOAL = 2;
const apiProject = process.env.TEST_DATABASE_URL ? 'api-pg' : 'api';
const out = path.join(os.tmpdir(), `file-times-${process.pid}.jsonl`);

interface Line {
  project: string;
  file: string;
  seconds: number;
}

const rows: string[][] = [];
for (let round = 1; round <= ROUNDS; round++) {
  rmSync(out, { force: true });
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      apiProject,
      '--reporter=./scripts/vitest-file-times.ts',
      apiFile,
      unitFile,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, FILE_TIMES_OUT: out } },
  );
  if (run.status !== 0) throw new Error(`vitest exited with ${run.status}`);
  const lines = readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
  const api = lines.find((l) => l.project === apiProject);
  const unit = lines.find((l) => l.project === 'unit');
  if (!api || !unit) throw new Error('a file did not run');
  rows.push([
    String(round),
    api.seconds.toFixed(1),
    unit.seconds.toFixed(1),
    (api.seconds / unit.seconds).toFixed(2),
    load,
  ]);
}
rmSync(out, { force: true });
console.log(`\nbench/test-loop — ${apiFile} (${apiProject}) against ${unitFile} (unit), side by side`);
console.log('Раунд  API-файл, с  unit-файл, с  Отношение  Нагрузка');
for (const [round, api, unit, ratio, load] of rows)
  console.log(`${round.padEnd(6)} ${api.padStart(11)} ${unit.padStart(12)} ${ratio.padStart(10)}  ${load}`);
const ratios = rows.map((r) => Number(r[3])).sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)];
console.log(`Медиана отношения ${median.toFixed(2)} (цель ≤ ${GOAL}: ${median <= GOAL ? 'да' : 'НЕТ'})`);
