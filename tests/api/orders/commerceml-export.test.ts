import { ORDER_STATUSES } from '@contract/statuses';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { eventually } from '../support/eventually';
import { placeOrder, withOrderFixture } from './fixture';

const { t, f, client, supplier } = withOrderFixture({ client: 'igor', supplier: 'elena' });
const orderIds: number[] = [];
const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await t.database.query('UPDATE goods SET vat_rate = 20 WHERE id = $1', [f.goods[0].id]);
  for (const status of ['delivered', 'working'] as const) {
    const res = await placeOrder(client, f);
    orderIds.push(res.json().id);
    await t.database.query('UPDATE orders SET status_id = $1 WHERE id = $2', [
      ORDER_STATUSES.byKey[status].id,
      res.json().id,
    ]);
  }
}, 60_000);

const exportXml = (query: string) =>
  supplier({ method: 'GET', url: `/v1/supplier/orders/export/commerceml?${query}` });
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['Документ', 'Товар', 'ЗначениеРеквизита', 'Налог'].includes(name),
});

describe('orders.xml for 1С (CommerceML 2)', () => {
  it('parses back to the same orders, lines and sums', async () => {
    const res = await exportXml(`from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const documents = parser.parse(res.body).КоммерческаяИнформация.Документ as Record<string, never>[];
    const mine = documents.filter((d) => orderIds.includes(Number(d.Ид)));
    expect(mine).toHaveLength(2);
    for (const document of mine) {
      const id = Number(document.Ид);
      const [order] = await t.database.query<{ number: number; total: string }>(
        'SELECT number, total_amount::text AS total FROM orders WHERE id = $1',
        [id],
      );
      const lines = await t.database.query<{ name: string; quantity: string; price: string; amount: string }>(
        `SELECT g.name, l.quantity::text AS quantity, l.price::text AS price, l.amount::text AS amount
           FROM order_lines l JOIN goods g ON g.id = l.good_id WHERE l.order_id = $1 AND NOT l.removed
          ORDER BY l.position, l.id`,
        [id],
      );
      expect(document).toMatchObject({
        Номер: String(order.number),
        Сумма: order.total,
        ХозОперация: 'Заказ товара',
      });
      const goods = (document.Товары as { Товар: Record<string, string>[] }).Товар;
      expect(goods.map((g) => [g.Наименование, g.Количество, g.ЦенаЗаЕдиницу, g.Сумма])).toEqual(
        lines.map((l) => [l.name, l.quantity, l.price, l.amount]),
      );
    }
  });

  it('filters by status and period', async () => {
    const delivered = ORDER_STATUSES.byKey.delivered.id;
    const res = await exportXml(`from=${today}&to=${today}&status_ids=${delivered}`);
    const documents = parser.parse(res.body).КоммерческаяИнформация.Документ ?? [];
    expect(documents.map((d: { Ид: string }) => Number(d.Ид))).toEqual([orderIds[0]]);
    const empty = await exportXml('from=2020-01-01&to=2020-01-31');
    expect(parser.parse(empty.body).КоммерческаяИнформация.Документ).toBeUndefined();
  });

  it('makes the same file as a background job and gives it once the job is done (issue 24)', async () => {
    const streamed = await exportXml(`from=${today}&to=${today}`);
    const queued = await supplier({
      method: 'POST',
      url: `/v1/supplier/orders/export/commerceml?from=${today}&to=${today}`,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({
      kind: 'orders_export_commerceml',
      file_name: `заказы-для-1С-${today}-${today}.xml`,
    });
    let job = queued.json();
    await eventually(async () => {
      job = (await supplier({ method: 'GET', url: `/v1/jobs/${job.id}` })).json();
      return ['done', 'failed', 'cancelled'].includes(job.state);
    });
    expect(job.state).toBe('done');
    const file = await supplier({ method: 'GET', url: `/v1/jobs/${job.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(String(file.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const ids = (xml: string) =>
      (parser.parse(xml).КоммерческаяИнформация.Документ as { Ид: string }[]).map((d) => d.Ид).sort();
    expect(ids(file.body)).toEqual(ids(streamed.body));
  });

  it('refuses a background export for an organization that is not the user’s, and a bad period, at once', async () => {
    const foreign = await supplier({
      method: 'POST',
      url: `/v1/supplier/orders/export/commerceml?from=${today}&to=${today}&supplier_id=${f.client}`,
    });
    expectErrorBody(foreign, 404);
    const backwards = await supplier({
      method: 'POST',
      url: `/v1/supplier/orders/export/commerceml?from=${today}&to=2020-01-01`,
    });
    expect(expectErrorBody(backwards, 422).detail).toContain('Начало периода');
  });

  it('refuses a period that is not one, in Russian', async () => {
    expect(expectErrorBody(await exportXml(`from=${today}&to=2020-01-01`), 422).detail).toContain(
      'Начало периода',
    );
    expectErrorBody(await exportXml('from=вчера&to=2020-01-01'), 422);
  });
});
