/**
 * Crash safety of background jobs (issue 24): the real server on a file-backed database (PGlite in
 * a temporary DATA_DIR, or a fresh PostgreSQL database with --pg) imports a zipped 1С exchange
 * (CommerceML, dry run + apply in one job) and is killed with SIGKILL while the job is writing goods.
 * After each restart the API must answer at once, the job must be taken up again and end either
 * done with every good, or failed with a Russian reason having written none: never half-applied.
 * The last round kills the job on each of its 3 attempts: the 4th claim puts back and gives up.
 *
 *   npx tsx scripts/crash-safety-jobs.ts [--rounds 3] [--goods 5000] [--pg]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exchangeZip } from '../bench/commerceml/generate';
import { call, login, pgDatabase, type ServerHandle, startServer } from './crash-safety/server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const ROUNDS = option('--rounds', 3);
const GOODS = option('--goods', 5_000);
const USE_PG = args.includes('--pg');
const MAX_ATTEMPTS = 3;
const RUSSIAN = /[А-Яа-яЁё]/;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-crash-jobs-'));
const port = 43_000 + Math.floor(Math.random() * 2_000);
// A short lease, so a job of a killed instance is taken up again seconds after the restart.
process.env.JOB_LEASE_MS = '3000';

type Job = {
  id: number;
  state: string;
  stage: string | null;
  rows_done: number;
  rows_total: number | null;
  error: string | null;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server!: ServerHandle;
let token = '';
let org = 0;
const problems: string[] = [];
const outcomes = {
  killed_mid_apply: 0,
  resumed_done: 0,
  failed_russian: 0,
  half_applied: 0,
  api_down_after_restart: 0,
};

const jobOf = async (id: number) =>
  (await call(server.base, token, 'GET', `/v1/jobs/${id}`)).body as unknown as Job;
const writing = (job: Job) =>
  job.state === 'running' &&
  job.stage === 'Запись товаров' &&
  job.rows_done > 0 &&
  job.rows_done < (job.rows_total ?? 0);

async function goodsOf(prefix: string) {
  const found = await call(
    server.base,
    token,
    'GET',
    `/v1/goods/?organization_id=${org}&name=${encodeURIComponent(prefix)}&limit=1&include_all_children=true`,
  );
  return Number(found.body.total);
}

/** Waits until the job has written more than `after` goods, then kills the server (null when it ended first). */
async function killWhileWriting(id: number, after: number): Promise<number | null> {
  for (;;) {
    const job = await jobOf(id);
    if (writing(job) && job.rows_done > after) {
      await server.kill();
      console.log(`  killed at ${job.rows_done} of ${job.rows_total} goods written (kill -9)`);
      outcomes.killed_mid_apply++;
      return job.rows_done;
    }
    if (['done', 'failed', 'cancelled'].includes(job.state)) return null;
    await sleep(30);
  }
}

/** Restarts the server and checks that the API answers while the job is taken up again. */
async function restart() {
  server = await startServer(dataDir, port, database?.url);
  const me = await call(server.base, token, 'GET', '/v1/users/me');
  if (me.status !== 200) {
    outcomes.api_down_after_restart++;
    problems.push(`the API answered ${me.status} after the restart`);
  }
}

async function until(id: number, done: (job: Job) => boolean) {
  for (let waited = 0; waited < 600_000; waited += 200) {
    const job = await jobOf(id);
    if (done(job)) return job;
    await sleep(200);
  }
  throw new Error(`job ${id} did not get there in 10 minutes`);
}

async function round(no: number, killsWanted: number, goods = GOODS) {
  const prefix = `Краш1С R${no}`;
  const { archive } = await exchangeZip(goods, prefix);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(archive)]), `выгрузка-${no}.zip`);
  const res = await fetch(
    `${server.base}/v1/import_goods/${org}/upload_file_commerceml?background=true&dry_run=false`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    },
  );
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as Job;
  let written = 0;
  for (let kill = 0; kill < killsWanted; kill++) {
    const at = await killWhileWriting(id, written);
    if (at === null) break;
    written = at;
    await restart();
  }
  const ended = await until(id, (job) => ['done', 'failed', 'cancelled'].includes(job.state));
  const found = await goodsOf(`${prefix} №`);
  if (ended.state === 'done' && found === goods) outcomes.resumed_done++;
  else if (ended.state === 'failed' && found === 0 && RUSSIAN.test(ended.error ?? ''))
    outcomes.failed_russian++;
  else {
    outcomes.half_applied += found > 0 && found < goods ? 1 : 0;
    problems.push(`round ${no}: job ${ended.state} («${ended.error ?? ''}») with ${found} of ${goods} goods`);
  }
  console.log(
    `round ${no}: job ${ended.state}${ended.error ? ` — «${ended.error}»` : ''}; goods ${found} of ${goods}`,
  );
}

const database = USE_PG ? await pgDatabase() : null;
try {
  server = await startServer(dataDir, port, database?.url);
  token = await login(server.base, 'anna@vkusdvor.demo');
  const me = await call(server.base, token, 'GET', '/v1/users/me');
  org = Number(JSON.stringify(me.body).match(/"organization_id":(\d+)/)?.[1] ?? 1);
  for (let no = 1; no <= ROUNDS; no++) await round(no, 1);
  // Killed on every attempt (a longer import, so each attempt has chunks left to write): the
  // worker puts back what was written and gives up.
  await round(ROUNDS + 1, MAX_ATTEMPTS, GOODS * 8);
} finally {
  await server?.kill();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.table({
  [USE_PG ? 'postgres' : 'pglite']: {
    rounds: ROUNDS + 1,
    goods_per_import: GOODS,
    ...outcomes,
    load_average: os.loadavg()[0].toFixed(1),
  },
});
for (const problem of problems) console.log(`✗ ${problem}`);
process.exitCode = problems.length > 0 || outcomes.killed_mid_apply === 0 ? 1 : 0;
