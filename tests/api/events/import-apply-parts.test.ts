import type { Database } from '@server/db/client';
import { type ApplyPayload, runApply, undoApply } from '@server/jobs/import-apply-job';
import type { JobRow } from '@server/jobs/queue';
import type { JobContext } from '@server/jobs/worker';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../goods/support';
import { withTestApp } from '../support/with-test-app';

// On PGlite a chunk of 1 000 rows is written a quarter at a time; an apply stopped between two
// quarters of a chunk (a crash, a cancel) must still write every good once, or none.
const { t, dairy } = withTestApp({ dairy: 'dmitry' });
let orgId: number;
beforeAll(() => {
  orgId = t.id('org:dairy');
});

const ROWS = 1500;
const checkedFile = async (prefix: string) => {
  const csv = Buffer.from(
    [
      'Наименование;Артикул;Ед. изм.;Цена',
      ...Array.from({ length: ROWS }, (_, i) => `Товар ${prefix} ${i + 1};${prefix}-${i + 1};шт;${i + 1}`),
    ].join('\n'),
  );
  const res = await dairy({
    method: 'POST',
    url: `/v1/import_goods/${orgId}/upload_file_goods/`,
    ...multipart([{ name: 'file', filename: 'товары.csv', content: csv }]),
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
};
const goodsWithPrefix = async (prefix: string) =>
  Number(
    (
      await t.database.query<{ n: string }>(
        'SELECT count(*) AS n FROM goods WHERE organization_id = $1 AND code LIKE $2',
        [orgId, `${prefix}-%`],
      )
    )[0].n,
  );
const statusOf = async (fileId: number) =>
  (await t.database.query<{ status: string }>('SELECT status FROM import_files WHERE id = $1', [fileId]))[0]
    .status;

/** The apply's context on a database that fails (as a killed instance) once 500 goods are written. */
function crashingContext(prefix: string, database: Database): JobContext {
  let crashed = false;
  const crashing: Database = {
    ...database,
    async tenant(orgIds, mode, fn) {
      if (!crashed && (await goodsWithPrefix(prefix)) >= 500) {
        crashed = true;
        throw new Error('instance killed');
      }
      return database.tenant(orgIds, mode, fn);
    },
  };
  return {
    job: { id: '987654', payload: {} } as unknown as JobRow,
    database: crashing,
    log: { error() {}, warn() {} } as unknown as FastifyBaseLogger,
    store: {} as JobContext['store'],
    input: async () => null,
    step: async () => {},
  };
}

describe('an apply stopped inside a chunk', () => {
  it('resumed, writes every good once', async () => {
    const fileId = await checkedFile('PRT');
    const payload: ApplyPayload = { orgId, fileId, userId: null };
    await expect(runApply(crashingContext('PRT', t.database), payload)).rejects.toThrow('instance killed');
    // Two quarters of the first chunk on PGlite; the whole chunk on PostgreSQL.
    expect(await goodsWithPrefix('PRT')).toBe(t.database.kind === 'pglite' ? 500 : 1000);
    const counts = await runApply(crashingContext('none', t.database), payload);
    expect(counts).toMatchObject({ rows_total: ROWS, rows_new: ROWS });
    expect(await goodsWithPrefix('PRT')).toBe(ROWS);
    expect(await statusOf(fileId)).toBe('applied');
  });

  it('put back, leaves no good of the file and the file ready to apply again', async () => {
    const fileId = await checkedFile('PRU');
    const payload: ApplyPayload = { orgId, fileId, userId: null };
    await expect(runApply(crashingContext('PRU', t.database), payload)).rejects.toThrow('instance killed');
    expect(await goodsWithPrefix('PRU')).toBe(t.database.kind === 'pglite' ? 500 : 1000);
    await undoApply(crashingContext('none', t.database), payload);
    expect(await goodsWithPrefix('PRU')).toBe(0);
    expect(await statusOf(fileId)).toBe('analysed');
    await runApply(crashingContext('none', t.database), { orgId, fileId, userId: null });
    expect(await goodsWithPrefix('PRU')).toBe(ROWS);
  });
});
