import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../goods/support';
import { type Client, expectErrorBody } from '../support/app';
import { eventually } from '../support/eventually';
import { withTestApp } from '../support/with-test-app';

const { t, dairy, veg } = withTestApp({ dairy: 'dmitry', veg: 'sergey' });
let dairyOrg: number;

beforeAll(() => {
  dairyOrg = t.id('org:dairy');
});

/** A CSV of n new goods with codes prefix-1 … prefix-n. */
const csvOf = (n: number, prefix: string) =>
  Buffer.from(
    [
      'Наименование;Артикул;Ед. изм.;Цена',
      ...Array.from({ length: n }, (_, i) => `Товар ${prefix} ${i + 1};${prefix}-${i + 1};шт;${i + 1}`),
    ].join('\n'),
  );
const uploadInBackground = (file: Buffer, query = '') =>
  dairy({
    method: 'POST',
    url: `/v1/import_goods/${dairyOrg}/upload_file_goods?background=true${query}`,
    ...multipart([{ name: 'file', filename: 'товары.csv', content: file }]),
  });
const jobOf = async (client: Client, id: number) =>
  (await client({ method: 'GET', url: `/v1/jobs/${id}` })).json();
const untilEnded = async (id: number) => {
  let job = await jobOf(dairy, id);
  await eventually(
    async () => {
      job = await jobOf(dairy, id);
      return ['done', 'failed', 'cancelled'].includes(job.state);
    },
    60_000,
    50,
  );
  return job;
};
const goodsWithPrefix = async (prefix: string) =>
  Number(
    (
      await t.database.query<{ n: string }>(
        'SELECT count(*) AS n FROM goods WHERE organization_id = $1 AND code LIKE $2',
        [dairyOrg, `${prefix}-%`],
      )
    )[0].n,
  );
const checked = async (prefix: string, rows: number) => {
  const res = await uploadInBackground(csvOf(rows, prefix));
  expect(res.statusCode).toBe(202);
  const job = await untilEnded(res.json().id);
  expect(job.state).toBe('done');
  return job.file_id as number;
};
const applyInBackground = (fileId: number) =>
  dairy({
    method: 'POST',
    url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/apply?background=true`,
  });

describe('background goods import', () => {
  it('answers 202 at once with the job, then shows its progress and its end, listed per organization', async () => {
    const res = await uploadInBackground(csvOf(30, 'BG'));
    expect(res.statusCode).toBe(202);
    const queued = res.json();
    expect(queued).toMatchObject({ kind: 'import_goods_check', organization_id: dairyOrg, error: null });
    expect(['queued', 'running']).toContain(queued.state);
    const checkedJob = await untilEnded(queued.id);
    expect(checkedJob).toMatchObject({ state: 'done', rows_done: 30, rows_total: 30 });
    const file = (
      await dairy({ method: 'GET', url: `/v1/import_goods/uploaded_files?organization_id=${dairyOrg}` })
    )
      .json()
      .items.find((f: { id: number }) => f.id === checkedJob.file_id);
    expect(file).toMatchObject({ status: 'analysed', rows_new: 30 });
    expect(await goodsWithPrefix('BG')).toBe(0);

    const applied = await applyInBackground(checkedJob.file_id);
    expect(applied.statusCode).toBe(202);
    const applyJob = await untilEnded(applied.json().id);
    expect(applyJob).toMatchObject({
      kind: 'import_goods_apply',
      state: 'done',
      rows_done: 30,
      rows_total: 30,
    });
    expect(applyJob.result).toMatchObject({ rows_new: 30 });
    expect(await goodsWithPrefix('BG')).toBe(30);

    const list = (await dairy({ method: 'GET', url: `/v1/jobs?organization_id=${dairyOrg}` })).json();
    expect(list.items.map((j: { id: number }) => j.id)).toEqual(
      expect.arrayContaining([queued.id, applyJob.id]),
    );
    // Another organization's user sees neither the job nor the list.
    expectErrorBody(await veg({ method: 'GET', url: `/v1/jobs/${queued.id}` }), 404);
    expectErrorBody(await veg({ method: 'POST', url: `/v1/jobs/${queued.id}/cancel` }), 404);
    expectErrorBody(await veg({ method: 'GET', url: `/v1/jobs?organization_id=${dairyOrg}` }), 404);
  });

  it('fails a broken file with a Russian reason and stores nothing', async () => {
    const res = await uploadInBackground(Buffer.from('Наименование;Артикул\n'));
    const job = await untilEnded(res.json().id);
    expect(job.state).toBe('failed');
    expect(job.error).toBe('В файле только заголовки — добавьте строки с товарами');
    expect(job.file_id).toBeNull();
  });

  it('puts back every chunk already written when the apply fails half-way', async () => {
    const fileId = await checked('HALF', 2500);
    // The third chunk cannot be written (a good without a name): the first two were by then.
    await t.database.query(
      `UPDATE import_chunks SET goods_new = jsonb_set(goods_new, '{0,name}', 'null') WHERE file_id = $1 AND chunk_no = 2`,
      [fileId],
    );
    const job = await untilEnded((await applyInBackground(fileId)).json().id);
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/Ничего не изменено/);
    expect(await goodsWithPrefix('HALF')).toBe(0);
    const [file] = await t.database.query<{ status: string }>(
      'SELECT status FROM import_files WHERE id = $1',
      [fileId],
    );
    expect(file.status).toBe('analysed');
  });

  it('cancels a running apply at its next chunk and puts back what it wrote', async () => {
    const fileId = await checked('CNL', 4000);
    t.app.jobs.worker.kick();
    const res = await applyInBackground(fileId);
    const id = res.json().id;
    await eventually(async () => (await jobOf(dairy, id)).rows_done > 0, 30_000, 5);
    const cancel = await dairy({ method: 'POST', url: `/v1/jobs/${id}/cancel` });
    expect(cancel.statusCode).toBe(200);
    const job = await untilEnded(id);
    if (job.state === 'done') return void expect(await goodsWithPrefix('CNL')).toBe(4000); // too quick to stop
    expect(job.state).toBe('cancelled');
    expect(await goodsWithPrefix('CNL')).toBe(0);
  });

  it('resumes an apply whose instance stopped half-way, writing every good once', async () => {
    const fileId = await checked('RES', 4000);
    const id = (await applyInBackground(fileId)).json().id;
    await eventually(async () => (await jobOf(dairy, id)).rows_done > 0, 30_000, 5);
    await t.app.jobs.worker.stop(); // as a killed instance: the job stays «running» with its lease
    const stopped = await jobOf(dairy, id);
    if (stopped.state === 'running') {
      expect(stopped.rows_done).toBeLessThan(4000);
      await t.database.query(`UPDATE jobs SET lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    }
    t.app.jobs.worker.start();
    const job = await untilEnded(id);
    expect(job).toMatchObject({ state: 'done', rows_done: 4000 });
    expect(await goodsWithPrefix('RES')).toBe(4000);
  });
});

describe('a new column mapping as a job', () => {
  /** A file whose name column is not recognised: every row fails until it is mapped. */
  const unmappedFile = async (n: number, prefix: string) => {
    const csv = Buffer.from(
      [
        'Товарная позиция;Артикул;Ед. изм.;Цена',
        ...Array.from({ length: n }, (_, i) => `Товар ${prefix} ${i + 1};${prefix}-${i + 1};шт;${i + 1}`),
      ].join('\n'),
    );
    const job = await untilEnded((await uploadInBackground(csv)).json().id);
    return job.file_id as number;
  };
  const remapInBackground = (fileId: number) =>
    dairy({
      method: 'PUT',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/mapping?background=true`,
      payload: { mapping: { 'Товарная позиция': 'name' } },
    });
  const fileOf = async (fileId: number) =>
    (await dairy({ method: 'GET', url: `/v1/import_goods/uploaded_files?organization_id=${dairyOrg}` }))
      .json()
      .items.find((f: { id: number }) => f.id === fileId);

  it('checks the rows again in the background, with progress, and the file cannot be applied meanwhile', async () => {
    const fileId = await unmappedFile(2500, 'RMP');
    expect(await fileOf(fileId)).toMatchObject({ rows_error: 2500, missing_keys: ['name'] });
    const res = await remapInBackground(fileId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'import_goods_remap', file_id: fileId });
    const apply = await applyInBackground(fileId);
    if (apply.statusCode !== 202) expectErrorBody(apply, 409); // refused while the rows are re-checked
    const job = await untilEnded(res.json().id);
    expect(job).toMatchObject({ state: 'done', rows_done: 2500, rows_total: 2500 });
    if (apply.statusCode === 202) return; // the re-check ended before the apply was asked for
    expect(await fileOf(fileId)).toMatchObject({
      status: 'analysed',
      rows_new: 2500,
      rows_error: 0,
      missing_keys: [],
    });
  });

  it('refuses a mapping that gives two columns one field before queueing anything', async () => {
    const fileId = await unmappedFile(3, 'RMB');
    const bad = await dairy({
      method: 'PUT',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/mapping?background=true`,
      payload: { mapping: { 'Товарная позиция': 'name', Артикул: 'name' } },
    });
    expectErrorBody(bad, 422);
    expect(await fileOf(fileId)).toMatchObject({ status: 'analysed', rows_error: 3 });
  });

  it('cancelled half-way, leaves the file with the mapping and the outcomes it had', async () => {
    const fileId = await unmappedFile(6000, 'RMC');
    const before = await fileOf(fileId);
    const id = (await remapInBackground(fileId)).json().id;
    await eventually(async () => (await jobOf(dairy, id)).rows_done > 0, 30_000, 5);
    await dairy({ method: 'POST', url: `/v1/jobs/${id}/cancel` });
    const job = await untilEnded(id);
    if (job.state === 'done') return void expect((await fileOf(fileId)).rows_new).toBe(6000); // too quick to stop
    expect(job.state).toBe('cancelled');
    expect(await fileOf(fileId)).toEqual(before);
    const [errors] = await t.database.query<{ n: string }>(
      'SELECT sum(rows_error) AS n FROM import_chunks WHERE file_id = $1',
      [fileId],
    );
    expect(Number(errors.n)).toBe(6000);
  });
});

describe('a queued job', () => {
  it('is cancelled at once and never runs', async () => {
    await t.app.jobs.worker.stop();
    try {
      const res = await uploadInBackground(csvOf(5, 'Q'));
      expect(res.json().state).toBe('queued');
      const cancel = await dairy({ method: 'POST', url: `/v1/jobs/${res.json().id}/cancel` });
      expect(cancel.json()).toMatchObject({ state: 'cancelled', cancel_requested: true });
      t.app.jobs.worker.start();
      t.app.jobs.worker.kick();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await jobOf(dairy, res.json().id)).toMatchObject({ state: 'cancelled', file_id: null });
      expectErrorBody(await dairy({ method: 'GET', url: '/v1/jobs/999999' }), 404);
    } finally {
      t.app.jobs.worker.start();
    }
  });

  it('tells the user who started a job that it ended, on the event stream (issue 26)', async () => {
    const res = await uploadInBackground(csvOf(3, 'ANN'));
    const job = await untilEnded(res.json().id);
    expect(job.state).toBe('done');
    let found: { summary: string; organization_id: string }[] = [];
    await eventually(async () => {
      found = await t.database.query(
        `SELECT summary, organization_id::text FROM events WHERE type = 'job' AND object_id = $1`,
        [job.id],
      );
      return found.length === 1;
    }, 10_000);
    expect(found[0]).toMatchObject({ organization_id: String(dairyOrg) });
    expect(found[0].summary).toBe('Проверка файла импорта «товары.csv»: готово');
  });
});
