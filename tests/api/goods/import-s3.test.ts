import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { buildApp } from '@server/app';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../../scripts/topology/s3';
import { type Client, createTestApp, expectErrorBody, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { bucketClient } from '../support/s3';
import { multipart } from './support';

/**
 * Goods import files in S3-compatible object storage (issue 23): instance A takes the upload (its
 * worker is off), instance B with a data directory of its own runs the job, reading the file from
 * the bucket; the object is gone once the job has ended.
 */
let s3: S3Server;
let bucket: S3Client;
let a: TestApp;
let b: FastifyInstance | null = null;
let bDataDir: string;
let dairy: Client;
let dairyOrg: number;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = bucketClient(s3);
  a = await createTestApp({ config: { s3: s3.config, jobs: { worker: false } } });
  bDataDir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-b-'));
  dairy = a.as(await a.login('dmitry@zorka.demo'));
  dairyOrg = a.id('org:dairy');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  bucket?.destroy();
  await s3?.stop();
  rmSync(bDataDir, { recursive: true, force: true });
});

/** Instance B: the same database and bucket, its own disk, its worker on. */
async function startB() {
  if (b) return b;
  b = await buildApp(
    { ...a.config, dataDir: bDataDir, jobs: { worker: true, pollMs: 50 } },
    { database: a.database, migrate: false },
  );
  await b.ready();
  return b;
}

const importKeys = async () =>
  (
    (await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: 'imports/' })))
      .Contents ?? []
  ).map((object) => object.Key);
const objectBytes = async (key: string) => {
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
};
const localImports = (dataDir: string) => {
  const dir = path.join(dataDir, 'files', 'imports');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const jobOf = async (id: number) => (await dairy({ method: 'GET', url: `/v1/jobs/${id}` })).json();
const endOf = async (id: number) => {
  expect(await eventually(async () => ['done', 'failed'].includes((await jobOf(id)).state), 30_000)).toBe(
    true,
  );
  return jobOf(id);
};
const valuesOf = async (fileId: number, key: string) =>
  (await dairy({ method: 'GET', url: `/v1/import_goods/uploaded_files/rows?file_id=${fileId}` }))
    .json()
    .items.map((r: { values: Record<string, string> }) => r.values[key]);

const ID = (i: number) => `5a5a5a5a-0000-4000-8000-${String(i).padStart(12, '0')}`;
const importXml = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05"><Каталог СодержитТолькоИзменения="false"><Ид>cat-s3</Ид>
<Наименование>Каталог</Наименование><Товары>
<Товар><Ид>${ID(1)}</Ид><Артикул>S3-XML-1</Артикул><Наименование>Сыр из бакета</Наименование><БазоваяЕдиница Код="796">шт</БазоваяЕдиница></Товар>
<Товар><Ид>${ID(2)}</Ид><Артикул>S3-XML-2</Артикул><Наименование>Масло из бакета</Наименование><БазоваяЕдиница Код="796">шт</БазоваяЕдиница></Товар>
</Товары></Каталог></КоммерческаяИнформация>`;
const offersXml = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05"><ПакетПредложений><Ид>cat-s3#</Ид><ИдКаталога>cat-s3</ИдКаталога>
<Предложения>
<Предложение><Ид>${ID(1)}</Ид><Цены><Цена><ЦенаЗаЕдиницу>321.50</ЦенаЗаЕдиницу></Цена></Цены></Предложение>
<Предложение><Ид>${ID(2)}</Ид><Цены><Цена><ЦенаЗаЕдиницу>654.00</ЦенаЗаЕдиницу></Цена></Цены></Предложение>
</Предложения></ПакетПредложений></КоммерческаяИнформация>`;

describe('goods import files in object storage', () => {
  it('a sheet uploaded through one instance is in the bucket, not in the job row, and the other instance imports it', async () => {
    const bytes = Buffer.from('Наименование;Артикул;Цена\nКефир из бакета;S3-CSV-1;55,00\n');
    const res = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/upload_file_goods/?background=true`,
      ...multipart([{ name: 'file', filename: 'bucket.csv', content: bytes }]),
    });
    expect(res.statusCode, res.body).toBe(202);
    const [row] = await a.database.query<{ has_input: boolean; payload: { inputKeys: string[] } }>(
      'SELECT input IS NOT NULL AS has_input, payload FROM jobs WHERE id = $1',
      [res.json().id],
    );
    expect(row.has_input).toBe(false);
    const [key] = row.payload.inputKeys;
    expect(await importKeys()).toContain(key);
    expect(await objectBytes(key)).toEqual(bytes);
    expect(localImports(a.config.dataDir)).toEqual([]);

    await startB();
    const job = await endOf(res.json().id);
    expect(job).toMatchObject({ state: 'done', rows_total: 1 });
    expect(await valuesOf(job.file_id, 'code')).toEqual(['S3-CSV-1']);
    expect(localImports(bDataDir)).toEqual([]);
    expect(await eventually(async () => !(await importKeys()).includes(key))).toBe(true);
  });

  it('a zipped 1С exchange goes to the bucket and is applied by the other instance', async () => {
    await startB();
    const zip = new JSZip();
    zip.file('import.xml', importXml);
    zip.file('offers.xml', offersXml);
    const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const res = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/upload_file_commerceml?background=true&dry_run=false`,
      ...multipart([{ name: 'file', filename: 'exchange.zip', content }]),
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await endOf(res.json().id);
    expect(job.state, job.error).toBe('done');
    const goods = (
      await dairy({ method: 'GET', url: `/v1/goods/?organization_id=${dairyOrg}&limit=1000` })
    ).json();
    const imported = goods.items.filter((g: { code: string }) => g.code.startsWith('S3-XML-'));
    expect(imported.map((g: { name: string }) => g.name).sort()).toEqual([
      'Масло из бакета',
      'Сыр из бакета',
    ]);
    expect(await eventually(async () => (await importKeys()).length === 0)).toBe(true);
  });

  it('an upload over 20 MB is refused with 413 and leaves nothing in the bucket', async () => {
    const res = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/upload_file_goods/`,
      ...multipart([{ name: 'file', filename: 'big.csv', content: Buffer.alloc(21 * 1024 * 1024, 'a') }]),
    });
    expect(expectErrorBody(res, 413).detail).toBe('Файл больше 20 МБ — разделите его на части');
    expect(await importKeys()).toEqual([]);
  });
});
