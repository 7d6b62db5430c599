import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeGood, exchangeZip } from '../../../bench/commerceml/generate';
import { exchangeRows } from '../../../server/areas/goods/commerceml/upload';
import { type Client, createTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { multipart } from './support';

const COUNT = 50_000;
const MB = 1024 * 1024;
let t: TestApp;
let dairy: Client;
let dairyOrg: number;
let exchange: Awaited<ReturnType<typeof exchangeZip>>;

beforeAll(async () => {
  t = await createTestApp();
  dairy = t.as(await t.login('dmitry@zorka.demo'));
  dairyOrg = t.id('org:dairy');
  exchange = await exchangeZip(COUNT, 'Большой');
}, 180_000);
afterAll(() => t.close());

const jobWhenEnded = async (id: number) => {
  const seen: { state: string; rows_done: number }[] = [];
  await eventually(
    async () => {
      seen.push((await dairy({ method: 'GET', url: `/v1/jobs/${id}` })).json());
      return ['done', 'failed', 'cancelled'].includes(seen.at(-1)?.state ?? '');
    },
    600_000,
    200,
  );
  return { job: seen.at(-1) as Record<string, unknown>, seen };
};

describe('a 1С exchange of 50 000 goods', () => {
  it('is read as a stream: the heap grows by far less than the XML it reads', async () => {
    expect(exchange.xmlBytes).toBeGreaterThan(60 * MB);
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let rows = 0;
    let last: string[] = [];
    for await (const row of exchangeRows(exchange.archive, [
      { name: 'выгрузка.zip', size: exchange.archive.length },
    ])) {
      if (++rows % 500 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
      last = row.cells;
    }
    expect(rows).toBe(COUNT + 1);
    const good = exchangeGood(COUNT, 'Большой');
    expect(last.slice(0, 7)).toEqual([
      good.name,
      good.code,
      good.barcode,
      good.unit.text,
      good.category,
      good.vat === 'Без налога' ? 'Без НДС' : good.vat,
      good.price,
    ]);
    // Read whole (fast-xml-parser, as before) the same files grow the heap by ~350 MB (bench/commerceml).
    expect(peak - before).toBeLessThan(150 * MB);
  }, 120_000);

  it('is checked and applied by background jobs with progress, every good with its price', async () => {
    const upload = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/upload_file_commerceml?background=true`,
      ...multipart([{ name: 'file', filename: 'выгрузка.zip', content: exchange.archive }]),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const check = await jobWhenEnded(upload.json().id);
    expect(check.job).toMatchObject({ kind: 'import_goods_check', state: 'done', rows_done: COUNT });
    const file = (
      await dairy({ method: 'GET', url: `/v1/import_goods/uploaded_files?organization_id=${dairyOrg}` })
    )
      .json()
      .items.find((f: { id: number }) => f.id === check.job.file_id);
    expect(file).toMatchObject({
      file_type: 'commerceml',
      status: 'analysed',
      rows_new: COUNT,
      rows_error: 0,
    });

    const apply = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${file.id}/apply?background=true`,
    });
    expect(apply.statusCode, apply.body).toBe(202);
    const applied = await jobWhenEnded(apply.json().id);
    expect(applied.job).toMatchObject({ state: 'done', rows_done: COUNT, rows_total: COUNT });
    // The bar moved: the job was seen part-way at least once.
    expect(applied.seen.some((j) => j.state === 'running' && j.rows_done > 0 && j.rows_done < COUNT)).toBe(
      true,
    );
    const [stored] = await t.database.query<{ n: string; price: string }>(
      `SELECT count(*)::text AS n, max(base_price) FILTER (WHERE code = $2)::text AS price
         FROM goods WHERE organization_id = $1 AND code LIKE 'Большой-%'`,
      [dairyOrg, exchangeGood(COUNT, 'Большой').code],
    );
    expect(stored).toEqual({ n: String(COUNT), price: exchangeGood(COUNT, 'Большой').price });
  }, 900_000);
});
