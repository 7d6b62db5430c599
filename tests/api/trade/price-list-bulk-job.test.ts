import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { eventually } from '../support/eventually';
import { withTestApp } from '../support/with-test-app';
import { partnerUp, registerClient } from './helpers';

// dmitry: administrator of «Зорька»; elena: its sales manager (her role loses price_list_u below);
// sergey: administrator of another supplier.
const { t, tokens, dairy, elena, veg } = withTestApp({ dairy: 'dmitry', elena: 'elena', veg: 'sergey' });
const COUNT = 5_000;
let dairyOrg: number;
let listId: number;
let goodIds: number[];

beforeAll(async () => {
  dairyOrg = t.id('org:dairy');
  const client = await registerClient(t, 'owner@kafe-bor.ru', 'Кафе «Бор»', '7702345672');
  await partnerUp(t, tokens.dairy, dairyOrg, client, 'owner@kafe-bor.ru');
  const created = await dairy({
    method: 'POST',
    url: `/v1/supplier/price_lists/?organization_id=${dairyOrg}`,
    payload: [{ client_organization_id: client.organizationId, name: 'Фоновая загрузка' }],
  });
  listId = created.json()[0].id;
  const rows = await t.database.query<{ id: string }>(
    `INSERT INTO goods (organization_id, name, base_price)
     SELECT $1, 'Товар фоновой загрузки ' || n, 10 FROM generate_series(1, ${COUNT}) n RETURNING id::text`,
    [dairyOrg],
  );
  goodIds = rows.map((r) => Number(r.id));
});

const bulkUrl = (list = listId, org = dairyOrg) =>
  `/v1/supplier/price_lists/${list}/bulk_create_update_price_list_goods?organization_id=${org}&background=true`;
const jobOf = async (client: Client, id: number) => client({ method: 'GET', url: `/v1/jobs/${id}` });
const untilEnded = async (id: number) => {
  let job = (await jobOf(dairy, id)).json();
  await eventually(
    async () => {
      job = (await jobOf(dairy, id)).json();
      return ['done', 'failed', 'cancelled'].includes(job.state);
    },
    60_000,
    50,
  );
  return job;
};
const goodsInList = async () =>
  Number(
    (
      await t.database.query<{ n: string }>(
        'SELECT count(*) AS n FROM price_list_goods WHERE price_list_id = $1',
        [listId],
      )
    )[0].n,
  );

describe('bulk prices as a background job (issue 24)', () => {
  it('answers 202 with the job at once; the job writes every price and reports the counts', async () => {
    const res = await dairy({
      method: 'POST',
      url: bulkUrl(),
      payload: goodIds.map((id) => ({ good_id: id, price: '12.50' })),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'price_list_goods_bulk', organization_id: dairyOrg });
    expect(['queued', 'running', 'done']).toContain(res.json().state);

    const job = await untilEnded(res.json().id);
    expect(job).toMatchObject({
      state: 'done',
      rows_done: COUNT,
      rows_total: COUNT,
      result: { price_list_id: listId, created: COUNT, updated: 0 },
    });
    expect(await goodsInList()).toBe(COUNT);

    const listed = await dairy({ method: 'GET', url: `/v1/jobs?organization_id=${dairyOrg}` });
    expect(listed.json().items.map((j: { id: number }) => j.id)).toContain(job.id);
  });

  it('a price change of half the goods counts them as updated', async () => {
    const res = await dairy({
      method: 'POST',
      url: bulkUrl(),
      payload: goodIds.map((id, i) => ({ good_id: id, price: i % 2 === 0 ? '13.00' : '12.50' })),
    });
    const job = await untilEnded(res.json().id);
    expect(job.result).toEqual({ price_list_id: listId, created: 0, updated: COUNT / 2 });
  });

  it('fails with the reason in Russian and changes nothing when one good is not the supplier’s', async () => {
    const before = await t.database.query<{ price: string }>(
      'SELECT price::text FROM price_list_goods WHERE price_list_id = $1 AND good_id = $2',
      [listId, goodIds[0]],
    );
    const items = goodIds.map((id) => ({ good_id: id, price: '99.00' }));
    items[3500] = { good_id: goodIds[0] + 10_000_000, price: '1.00' };
    const res = await dairy({ method: 'POST', url: bulkUrl(), payload: items });
    expect(res.statusCode).toBe(202);
    const job = await untilEnded(res.json().id);
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(
      /^Ничего не сохранено: ошибки в 1 строках\. Товар \d+ не найден среди ваших товаров/,
    );
    const after = await t.database.query<{ price: string }>(
      'SELECT price::text FROM price_list_goods WHERE price_list_id = $1 AND good_id = $2',
      [listId, goodIds[0]],
    );
    expect(after).toEqual(before);
    expect(await goodsInList()).toBe(COUNT);
  });

  const priceCounts = async () =>
    (
      await t.database.query<{ price: string; n: string }>(
        'SELECT price::text, count(*)::text AS n FROM price_list_goods WHERE price_list_id = $1 GROUP BY price ORDER BY price',
        [listId],
      )
    ).map((row) => `${row.price}×${row.n}`);
  const repriceAll = (price: string) =>
    dairy({ method: 'POST', url: bulkUrl(), payload: goodIds.map((id) => ({ good_id: id, price })) });

  it('cancelled while writing, puts back every chunk it wrote', async () => {
    const before = await priceCounts();
    const id = (await repriceAll('20.00')).json().id;
    await eventually(async () => (await jobOf(dairy, id)).json().rows_done > 0, 30_000, 5);
    expect((await dairy({ method: 'POST', url: `/v1/jobs/${id}/cancel` })).statusCode).toBe(200);
    const job = await untilEnded(id);
    if (job.state === 'done') return void expect(await priceCounts()).toEqual([`20.00×${COUNT}`]); // too quick
    expect(job.state).toBe('cancelled');
    expect(await priceCounts()).toEqual(before);
  });

  it('resumes after its instance stopped half-way and counts every price once', async () => {
    const id = (await repriceAll('21.00')).json().id;
    await eventually(async () => (await jobOf(dairy, id)).json().rows_done > 0, 30_000, 5);
    await t.app.jobs.worker.stop(); // as a killed instance: the job stays «running» with its lease
    const stopped = (await jobOf(dairy, id)).json();
    if (stopped.state === 'running') {
      await t.database.query(`UPDATE jobs SET lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    }
    t.app.jobs.worker.start();
    const job = await untilEnded(id);
    expect(job).toMatchObject({ state: 'done', rows_done: COUNT });
    expect(job.result).toMatchObject({ created: 0, updated: COUNT });
    expect(await priceCounts()).toEqual([`21.00×${COUNT}`]);
  });

  it('refuses another supplier’s price list at once (404) and queues nothing', async () => {
    const jobsBefore = await t.database.query<{ n: string }>('SELECT count(*) AS n FROM jobs');
    const foreign = await veg({
      method: 'POST',
      url: bulkUrl(listId, t.id('org:veg')),
      payload: [{ good_id: goodIds[0], price: '1.00' }],
    });
    expectErrorBody(foreign, 404);
    expect(await t.database.query<{ n: string }>('SELECT count(*) AS n FROM jobs')).toEqual(jobsBefore);
  });

  it('shows a price list job only to holders of price_list_u: an importer without it gets 403 and no row', async () => {
    const res = await dairy({
      method: 'POST',
      url: bulkUrl(),
      payload: [{ good_id: goodIds[0], price: '14.00' }],
    });
    const job = await untilEnded(res.json().id);
    expect((await jobOf(elena, job.id)).statusCode).toBe(200);

    await t.database.query(
      `DELETE FROM role_permissions WHERE permission = 'price_list_u'
         AND role_id IN (SELECT role_id FROM user_roles WHERE user_id = $1 AND organization_id = $2)`,
      [t.id('user:dairy_sales'), dairyOrg],
    );
    expect(await eventually(async () => (await jobOf(elena, job.id)).statusCode === 403)).toBe(true);
    expectErrorBody(await jobOf(elena, job.id), 403);
    const listed = await elena({ method: 'GET', url: `/v1/jobs?organization_id=${dairyOrg}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((j: { kind: string }) => j.kind)).not.toContain('price_list_goods_bulk');
  });
});
