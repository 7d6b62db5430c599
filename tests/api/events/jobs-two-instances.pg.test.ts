import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { queueOf } from '../../../server/jobs/queue';
import { multipart } from '../goods/support';
import { createTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { secondInstance } from '../support/second-instance';

let t: TestApp;
let instance: Awaited<ReturnType<typeof secondInstance>>;
let secondDb: Database;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  instance = await secondInstance(t);
  second = instance.app;
  secondDb = instance.database;
});
afterAll(async () => {
  await instance.close();
  await t.close();
});

it('two instances claiming at once never take the same job', async () => {
  await t.app.jobs.worker.stop();
  await second.jobs.worker.stop();
  const org = t.id('org:dairy');
  await t.database.query(
    `INSERT INTO jobs (organization_id, kind, payload) SELECT $1, 'import_goods_apply', '{}' FROM generate_series(1, 20)`,
    [org],
  );
  const a = queueOf(t.database, 'a', 60_000);
  const b = queueOf(secondDb, 'b', 60_000);
  const claimed: number[] = [];
  const drain = async (queue: typeof a) => {
    for (let job = await queue.claim(); job; job = await queue.claim()) claimed.push(Number(job.id));
  };
  await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
  expect(claimed).toHaveLength(20);
  expect(new Set(claimed).size).toBe(20);
  await t.database.query(`DELETE FROM jobs WHERE kind = 'import_goods_apply' AND payload = '{}'`);
  t.app.jobs.worker.start();
  second.jobs.worker.start();
});

it('runs every upload once across both instances, each answered by whichever took it', async () => {
  const token = await t.login('dmitry@zorka.demo');
  const org = t.id('org:dairy');
  const csv = (i: number) => Buffer.from(`Наименование;Артикул\nТовар ${i};TWO-${i}\n`);
  const ids: number[] = [];
  for (let i = 0; i < 8; i++) {
    const body = multipart([{ name: 'file', filename: 'a.csv', content: csv(i) }]);
    const res = await (i % 2 ? second : t.app).inject({
      method: 'POST',
      url: `/v1/import_goods/${org}/upload_file_goods?background=true`,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(202);
    ids.push(res.json().id);
  }
  const ended = () =>
    t.database.query<{ state: string; attempts: number; locked_by: string }>(
      `SELECT state, attempts, locked_by FROM jobs WHERE id = ANY($1::bigint[])`,
      [ids],
    );
  expect(await eventually(async () => (await ended()).every((j) => j.state === 'done'), 60_000, 100)).toBe(
    true,
  );
  const jobs = await ended();
  expect(jobs.every((j) => j.attempts === 1)).toBe(true);
  const files = await t.database.query<{ n: string }>(
    `SELECT count(*) AS n FROM import_files WHERE organization_id = $1 AND file_name = 'a.csv'`,
    [org],
  );
  expect(Number(files[0].n)).toBe(8);
});
