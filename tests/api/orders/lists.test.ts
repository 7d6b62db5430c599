import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { eventually } from '../support/eventually';
import { bigEnoughOrder, deliveryAt, EMAILS, placeOrder, withOrderFixture } from './fixture';

const { t, f, buyer, dairy } = withOrderFixture({ buyer: 'igor', dairy: 'dmitry' });
const mine: number[] = [];

beforeAll(async () => {
  for (const [days, quantity] of [
    [4, '40'],
    [2, '60'],
    [3, '35'],
  ] as const) {
    const res = await buyer({
      method: 'POST',
      url: `/v1/client/orders/expanded?organization_id=${f.client}`,
      payload: bigEnoughOrder(f, {
        due_delivery_datetime: deliveryAt(days),
        lines: [{ good_id: f.goods[0].id, quantity }],
        send: true,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    mine.push(res.json().id);
  }
});

const list = (client: Client, side: 'client' | 'supplier', query: string) =>
  client({ method: 'GET', url: `/v1/${side}/orders/?${query}` });
const ids = (res: { json(): { items: { id: number }[] } }) =>
  res
    .json()
    .items.map((o) => o.id)
    .filter((id) => mine.includes(id));

describe('order lists', () => {
  it('sort by sum and by delivery time on both sides', async () => {
    const bySum = await list(
      buyer,
      'client',
      `order_ids=${mine.join(',')}&order_field=total_amount&order_by=desc`,
    );
    expect(ids(bySum)).toEqual([mine[1], mine[0], mine[2]]);
    const byDelivery = await list(
      dairy,
      'supplier',
      `order_ids=${mine.join(',')}&order_field=due_delivery_datetime`,
    );
    expect(ids(byDelivery)).toEqual([mine[1], mine[2], mine[0]]);
  });

  it('filter by status, supplier and ids; page with a total', async () => {
    await dairy({
      method: 'PUT',
      url: `/v1/supplier/orders/${mine[0]}/change_status?target_status_id=3`,
    });
    const working = await list(buyer, 'client', `status_ids=3&supplier_id=${f.dairy}`);
    expect(working.json().items.map((o: { id: number }) => o.id)).toContain(mine[0]);
    expect(working.json().items.every((o: { status_id: number }) => o.status_id === 3)).toBe(true);
    const page = await list(buyer, 'client', `order_ids=${mine.join(',')}&limit=2&offset=0&order_field=id`);
    expect(page.json().total).toBe(3);
    expect(page.json().items).toHaveLength(2);
    const single = await list(dairy, 'supplier', `order_ids=${mine[2]}&include_items=true`);
    expect(single.json().items[0].id).toBe(mine[2]);
    expect(single.json().items[0].items).toHaveLength(1);
  });

  it('find an order by its number and by the days it was created (issue 20)', async () => {
    const [first] = (await list(buyer, 'client', `order_ids=${mine[0]}`)).json().items;
    const byNumber = await list(buyer, 'client', `number=${first.number}`);
    expect(byNumber.json().items.map((o: { id: number }) => o.id)).toEqual([mine[0]]);
    expect(byNumber.json().total).toBe(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    const todays = await list(buyer, 'client', `created_from=${today}&created_to=${today}&limit=100`);
    expect(ids(todays).sort()).toEqual([...mine].sort());
    const before = await list(buyer, 'client', `created_to=2001-01-01`);
    expect(before.json()).toEqual({ items: [], total: 0 });
    const bySupplier = await list(dairy, 'supplier', `created_from=${today}&number=${first.number}`);
    expect(ids(bySupplier)).toEqual([mine[0]]);

    expectErrorBody(await list(buyer, 'client', 'number=abc'), 422);
    expectErrorBody(await list(buyer, 'client', 'created_from=2026-02-30'), 422);
  });

  it('refuses unknown sort fields and big limits with 422', async () => {
    expectErrorBody(await list(buyer, 'client', 'order_field=comment'), 422);
    expectErrorBody(await list(buyer, 'client', 'limit=5000'), 422);
  });

  it('another organization sees nothing and gets 404', async () => {
    const veg = t.as(await t.login(EMAILS.veg));
    const none = await list(veg, 'supplier', `order_ids=${mine[0]}`);
    expect(none.json()).toEqual({ items: [], total: 0 });
    const change = await veg({
      method: 'PUT',
      url: `/v1/supplier/orders/${mine[1]}/change_status?target_status_id=3`,
    });
    expectErrorBody(change, 404);
    const edit = await veg({
      method: 'POST',
      url: `/v1/supplier/orders/${mine[1]}/bulk_create_or_update`,
      payload: [{ good_id: f.goods[0].id, quantity: 1 }],
    });
    expectErrorBody(edit, 404);
    const asClient = await dairy({ method: 'DELETE', url: `/v1/client/orders/${mine[1]}` });
    expectErrorBody(asClient, 404);
  });
});

describe('supplier line changes', () => {
  it('keeps what was ordered and shows both sides the change; only while sent/working/processing', async () => {
    const id = mine[2];
    const res = await dairy({
      method: 'POST',
      url: `/v1/supplier/orders/${id}/bulk_create_or_update`,
      payload: [
        { good_id: f.goods[0].id, quantity: '30' },
        { good_id: f.goods[3].id, quantity: '2' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await list(buyer, 'client', `order_ids=${id}&include_items=true`);
    const order = seen.json().items[0];
    expect(order.has_supplier_changes).toBe(true);
    const changed = order.items.find((l: { good_id: number }) => l.good_id === f.goods[0].id);
    expect(changed).toMatchObject({
      quantity: '30.000',
      ordered_quantity: '35.000',
      changed_by_supplier: true,
    });
    const added = order.items.find((l: { good_id: number }) => l.good_id === f.goods[3].id);
    expect(added).toMatchObject({ quantity: '2.000', price: '210.00', ordered_quantity: null });
    expect(order.total_amount).toBe('3117.00');

    await t.database.query('UPDATE orders SET status_id = 6 WHERE id = $1', [id]);
    const late = await dairy({
      method: 'POST',
      url: `/v1/supplier/orders/${id}/bulk_create_or_update`,
      payload: [{ good_id: f.goods[0].id, quantity: '1' }],
    });
    expect(expectErrorBody(late, 409).code).toBe('ORDER_NOT_EDITABLE');
  });
});

describe('an order the supplier takes for its client', () => {
  it('starts as sent, numbered in the client’s sequence, and the client sees it', async () => {
    const res = await dairy({
      method: 'POST',
      url: '/v1/supplier/orders/',
      payload: { ...bigEnoughOrder(f), supplier_organization_id: f.dairy, client_organization_id: f.client },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status_id: 2,
      total_amount: '3299.00',
      sales_point_name: 'Кафе «Тестовое» на Тверской',
    });
    expect(order.allowed_transitions).toEqual([3, 10]);
    const seen = await list(buyer, 'client', `order_ids=${order.id}`);
    expect(seen.json().items[0].created_by_name).toBe('Дмитрий Волков');
    const [{ max }] = await t.database.query<{ max: number }>(
      'SELECT max(number) AS max FROM orders WHERE client_organization_id = $1',
      [f.client],
    );
    expect(order.number).toBe(Number(max));
    const foreign = await dairy({
      method: 'POST',
      url: '/v1/supplier/orders/',
      payload: {
        ...bigEnoughOrder(f),
        supplier_organization_id: f.stranger,
        client_organization_id: f.client,
      },
    });
    expectErrorBody(foreign, 404);
  });
});

describe('drafts, clone and export', () => {
  it('edits and deletes a draft only', async () => {
    const created = await placeOrder(buyer, f);
    const draft = created.json();
    const put = await buyer({
      method: 'PUT',
      url: `/v1/client/orders/${draft.id}`,
      payload: {
        comment: 'Поменяли',
        lines: [{ good_id: f.goods[4].id, quantity: '3' }],
        version: draft.version,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ comment: 'Поменяли', total_amount: '556.20', total_lines_counter: 1 });
    const stale = await buyer({
      method: 'PUT',
      url: `/v1/client/orders/${draft.id}`,
      payload: { comment: 'x', version: draft.version },
    });
    expectErrorBody(stale, 409);
    const sentDelete = await buyer({ method: 'DELETE', url: `/v1/client/orders/${mine[1]}` });
    expect(expectErrorBody(sentDelete, 409).code).toBe('ORDER_NOT_DRAFT');
    const del = await buyer({ method: 'DELETE', url: `/v1/client/orders/${draft.id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.database.query('SELECT 1 FROM orders WHERE id = $1', [draft.id])).toHaveLength(0);
  });

  it('clone flags changed prices and goods that left the price list', async () => {
    const ordered = await buyer({
      method: 'POST',
      url: `/v1/client/orders/expanded?organization_id=${f.client}`,
      payload: bigEnoughOrder(f, {
        lines: [
          { good_id: f.goods[0].id, quantity: '10' },
          { good_id: f.goods[3].id, quantity: '20' },
        ],
        send: true,
      }),
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await t.database.query(
      'UPDATE price_list_goods SET price = 99.90 WHERE price_list_id = $1 AND good_id = $2',
      [f.priceListId, f.goods[0].id],
    );
    await t.database.query('DELETE FROM price_list_goods WHERE price_list_id = $1 AND good_id = $2', [
      f.priceListId,
      f.goods[3].id,
    ]);
    const res = await buyer({ method: 'GET', url: `/v1/client/orders/${ordered.json().id}/clone` });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().lines;
    expect(lines.find((l: { good_id: number }) => l.good_id === f.goods[0].id)).toMatchObject({
      old_price: '89.90',
      price: '99.90',
      price_changed: true,
    });
    expect(lines.find((l: { good_id: number }) => l.good_id === f.goods[3].id)).toMatchObject({
      unavailable: true,
      price: null,
    });
  });

  it('exports the filtered, sorted list to .xlsx', async () => {
    const res = await buyer({
      method: 'GET',
      url: `/v1/client/orders/export?order_ids=${mine.join(',')}&order_field=total_amount&order_by=asc`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Заказы');
    const amounts = [2, 3, 4].map((r) => Number(sheet?.getRow(r).getCell(6).value));
    expect(sheet?.rowCount).toBe(4);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(sheet?.getRow(1).getCell(2).value).toBe('Поставщик');
  });

  it('makes the same file as a background job, downloaded once it is done (issue 24)', async () => {
    const query = `order_ids=${mine.join(',')}&order_field=total_amount&order_by=asc`;
    const queued = await buyer({ method: 'POST', url: `/v1/client/orders/export?${query}` });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({
      kind: 'orders_export_client',
      file_name: 'zakazy-postavshchikam.xlsx',
    });
    const id = queued.json().id;
    let job = queued.json();
    await eventually(async () => {
      job = (await buyer({ method: 'GET', url: `/v1/jobs/${id}` })).json();
      return ['done', 'failed', 'cancelled'].includes(job.state);
    });
    expect(job).toMatchObject({ state: 'done', rows_done: 3, rows_total: 3 });

    const file = await buyer({ method: 'GET', url: `/v1/jobs/${id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('zakazy-postavshchikam.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const amounts = [2, 3, 4].map((r) => Number(book.getWorksheet('Заказы')?.getRow(r).getCell(6).value));
    expect(book.getWorksheet('Заказы')?.rowCount).toBe(4);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    // The supplier is not in the buyer's organization: neither the job nor its file exist for them.
    expectErrorBody(await dairy({ method: 'GET', url: `/v1/jobs/${id}/file` }), 404);
  });

  it('refuses bad filters of a background export at once, queueing nothing', async () => {
    const res = await buyer({ method: 'POST', url: '/v1/client/orders/export?order_field=nonsense' });
    expectErrorBody(res, 422);
  });
});

describe('list totals', () => {
  it('kept counts match a real count after creating, sending, moving and deleting orders', async () => {
    const counted = async (where: string) =>
      Number(
        (await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM orders o WHERE ${where}`))[0].n,
      );
    const total = async (client: Client, side: 'client' | 'supplier', query: string) => {
      const res = await list(client, side, `${query}&limit=1`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total;
    };
    expect(await total(buyer, 'client', 'status_ids=2,3')).toBe(
      await counted(`client_organization_id = ${f.client} AND status_id IN (2, 3)`),
    );
    expect(await total(buyer, 'client', `supplier_id=${f.dairy}`)).toBe(
      await counted(`client_organization_id = ${f.client} AND supplier_organization_id = ${f.dairy}`),
    );
    expect(await total(dairy, 'supplier', '')).toBe(
      await counted(`supplier_organization_id = ${f.dairy} AND status_id <> 1`),
    );
    expect(await total(dairy, 'supplier', `client_organization_ids=${f.client}&status_ids=3`)).toBe(
      await counted(
        `supplier_organization_id = ${f.dairy} AND client_organization_id = ${f.client} AND status_id = 3`,
      ),
    );
    const kept = await t.database.query(
      `SELECT client_organization_id, supplier_organization_id, status_id, orders FROM order_counts
        WHERE orders <> 0 ORDER BY 1, 2, 3`,
    );
    const real = await t.database.query(
      `SELECT client_organization_id, supplier_organization_id, status_id, count(*)::int AS orders FROM orders
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    expect(kept).toEqual(real);
  });
});
