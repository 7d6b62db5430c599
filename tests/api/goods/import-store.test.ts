import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorBody, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { multipart, PNG_1PX } from './support';

/**
 * Goods import files on the local disk (issue 23): the upload is streamed to $DATA_DIR/files/imports,
 * the job row only names it, the job reads it from there, and it is gone once the job has ended.
 * The worker is started by the tests, so a queued job can be looked at before it runs.
 */
let t: TestApp;
let dairy: Client;
let dairyOrg: number;

beforeAll(async () => {
  t = await createTestApp({ config: { jobs: { worker: false, pollMs: 50 } } });
  dairy = t.as(await t.login('dmitry@zorka.demo'));
  dairyOrg = t.id('org:dairy');
});
afterAll(async () => {
  await t.app.jobs.worker.stop();
  await t.close();
});

const importsDir = () => path.join(t.config.dataDir, 'files', 'imports');
const keptFiles = () => (existsSync(importsDir()) ? readdirSync(importsDir()) : []);
const csv = (code: string) =>
  Buffer.from(
    `Наименование;Артикул;Цена\nТоварный склад ${code};${code};100,50\nВторой ${code};${code}-2;7\n`,
  );

const upload = (file: Buffer, name: string, query = '?background=true') =>
  dairy({
    method: 'POST',
    url: `/v1/import_goods/${dairyOrg}/upload_file_goods/${query}`,
    ...multipart([{ name: 'file', filename: name, content: file }]),
  });

const jobRow = async (id: number) =>
  (
    await t.database.query<{ state: string; has_input: boolean; payload: { inputKeys?: string[] } }>(
      'SELECT state, input IS NOT NULL AS has_input, payload FROM jobs WHERE id = $1',
      [id],
    )
  )[0];

const jobState = async (id: number) => (await dairy({ method: 'GET', url: `/v1/jobs/${id}` })).json();

async function runQueued(id: number) {
  t.app.jobs.worker.start();
  try {
    expect(await eventually(async () => (await jobState(id)).state === 'done', 30_000)).toBe(true);
  } finally {
    await t.app.jobs.worker.stop();
  }
  return jobState(id);
}

describe('goods import files in the file store (local disk)', () => {
  it('keeps the upload in the store, not in the job row; the job reads it and removes it', async () => {
    const bytes = csv('DISK-1');
    const res = await upload(bytes, 'disk.csv');
    expect(res.statusCode, res.body).toBe(202);
    const row = await jobRow(res.json().id);
    expect(row.has_input).toBe(false);
    const [key] = row.payload.inputKeys ?? [];
    expect(key).toMatch(/^imports\/[0-9a-f-]{36}$/);
    expect(readFileSync(path.join(t.config.dataDir, 'files', key))).toEqual(bytes);
    // Kept files are not served: only the import reads them.
    expect((await t.app.inject({ method: 'GET', url: `/files/${encodeURIComponent(key)}` })).statusCode).toBe(
      404,
    );

    const job = await runQueued(res.json().id);
    const rows = await dairy({
      method: 'GET',
      url: `/v1/import_goods/uploaded_files/rows?file_id=${job.file_id}`,
    });
    expect(rows.json().items.map((r: { values: Record<string, string> }) => r.values.code)).toEqual([
      'DISK-1',
      'DISK-1-2',
    ]);
    expect(existsSync(path.join(t.config.dataDir, 'files', key))).toBe(false);
  });

  it('removes the file of a job cancelled in the queue', async () => {
    const res = await upload(csv('DISK-2'), 'cancelled.csv');
    const [key] = (await jobRow(res.json().id)).payload.inputKeys ?? [];
    expect(keptFiles()).toContain(path.basename(key));
    const cancel = await dairy({ method: 'POST', url: `/v1/jobs/${res.json().id}/cancel` });
    expect(cancel.json().state).toBe('cancelled');
    expect(keptFiles()).not.toContain(path.basename(key));
  });

  it('removes the file when the job fails on it', async () => {
    const res = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 'broken.xlsx');
    expect(res.statusCode, res.body).toBe(202);
    t.app.jobs.worker.start();
    try {
      expect(await eventually(async () => (await jobState(res.json().id)).state === 'failed', 30_000)).toBe(
        true,
      );
    } finally {
      await t.app.jobs.worker.stop();
    }
    expect((await jobState(res.json().id)).error).toMatch(/^Файл повреждён или обрезан/);
    expect(keptFiles()).toEqual([]);
  });

  it('stores nothing for a refused upload', async () => {
    expectErrorBody(await upload(PNG_1PX, 'image.xlsx'), 415);
    expectErrorBody(await upload(Buffer.alloc(0), 'empty.csv'), 422);
    const big = await upload(Buffer.alloc(21 * 1024 * 1024, 'a'), 'big.csv');
    expect(expectErrorBody(big, 413).detail).toBe('Файл больше 20 МБ — разделите его на части');
    expect(keptFiles()).toEqual([]);
  });

  it('still runs a job queued before 0036 with its bytes in the job row', async () => {
    const userId = t.id('user:dairy_admin');
    const [queued] = await t.database.query<{ id: string }>(
      `INSERT INTO jobs (organization_id, user_id, kind, payload, input)
       VALUES ($1, $2, 'import_goods_check', $3::jsonb, $4) RETURNING id`,
      [
        dairyOrg,
        userId,
        JSON.stringify({ orgId: dairyOrg, userId, fileName: 'old.csv', fileType: 'csv', mapping: {} }),
        csv('DISK-OLD'),
      ],
    );
    const job = await runQueued(Number(queued.id));
    expect(job.rows_total).toBe(2);
    expect((await jobRow(Number(queued.id))).has_input).toBe(false);
  });
});
