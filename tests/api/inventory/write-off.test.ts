import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, olga, igor, dmitry } = withTestApp(['olga', 'igor', 'dmitry']);
let reasons: { id: number; name: string }[];
let goodId: number;

beforeAll(async () => {
  reasons = (await olga({ method: 'GET', url: `/v1/write_off_reason/${t.id('org:client')}` })).json();
  const lines = await olga({
    method: 'GET',
    url: `/v1/write_off_docs/${t.id('write_off:accounted')}/write_off_doc_line_items`,
  });
  goodId = lines.json().items[0].good_id;
});

describe('write-off documents', () => {
  it('creates a draft, adds lines with reasons in one transaction and accounts it', async () => {
    const created = await olga({
      method: 'POST',
      url: `/v1/write_off_docs?sales_point_id=${t.id('sp:inventory_point')}`,
      payload: { comment: 'Разбитая банка' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const bad = await olga({
      method: 'POST',
      url: `/v1/write_off_docs/${id}/write_off_doc_line_items`,
      payload: [
        { good_id: goodId, quantity: '1', reason_id: reasons[0].id },
        { good_id: goodId, quantity: '1', reason_id: 999_999 },
      ],
    });
    expect(expectErrorBody(bad, 422).detail).toMatch(/Строка 2: Причина списания не найдена/);
    const added = await olga({
      method: 'POST',
      url: `/v1/write_off_docs/${id}/write_off_doc_line_items`,
      payload: [{ good_id: goodId, quantity: '1,5', reason_id: reasons[1].id, comment: 'Треснула' }],
    });
    expect(added.json().items).toHaveLength(1);
    expect(added.json().items[0]).toMatchObject({
      quantity: '1.500',
      reason_name: reasons[1].name,
      amount: '133.50',
    });

    const accounted = await olga({
      method: 'PUT',
      url: `/v1/write_off_docs/status?write_off_doc_id=${id}&status_id=2`,
    });
    expect(accounted.json()).toMatchObject({ status: { status: 'accounted' }, total_amount: '133.50' });
    const edit = await olga({
      method: 'PUT',
      url: `/v1/write_off_docs/${id}/write_off_doc_line_item/${added.json().items[0].id}`,
      payload: { good_id: goodId, quantity: '3', reason_id: reasons[0].id },
    });
    expectErrorBody(edit, 409);
  });

  it('refuses a fractional count of a piece good by the good’s name, adding and editing alike', async () => {
    const [piece] = await t.database.query<{ id: number; name: string }>(
      `SELECT g.id::float8 AS id, g.name FROM goods g JOIN measures m ON m.id = g.measure_id
        WHERE g.organization_id = $1 AND NOT m.is_fractional ORDER BY g.id LIMIT 1`,
      [t.id('org:client')],
    );
    const created = await olga({
      method: 'POST',
      url: `/v1/write_off_docs?sales_point_id=${t.id('sp:inventory_point')}`,
      payload: {},
    });
    const id = created.json().id;
    const url = `/v1/write_off_docs/${id}/write_off_doc_line_items`;
    const reason = `«${piece.name}» — штучный товар: количество должно быть целым`;
    const bad = await olga({
      method: 'POST',
      url,
      payload: [{ good_id: piece.id, quantity: '1.5', reason_id: reasons[0].id }],
    });
    const body = expectErrorBody(bad, 422);
    expect(body.detail).toBe(reason);
    expect(body.fields).toEqual({ '0.quantity': reason });
    expect((await olga({ method: 'GET', url })).json().items).toHaveLength(0);

    const added = await olga({
      method: 'POST',
      url,
      payload: [{ good_id: piece.id, quantity: '2', reason_id: reasons[0].id }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json().items[0];
    const edit = await olga({
      method: 'PUT',
      url: `/v1/write_off_docs/${id}/write_off_doc_line_item/${line.id}`,
      payload: { good_id: piece.id, quantity: '0.5', reason_id: reasons[0].id },
    });
    expect(expectErrorBody(edit, 422).detail).toBe(reason);
    expect((await olga({ method: 'GET', url })).json().items[0].quantity).toBe('2.000');
  });

  it('needs write_off_u for statuses and hides other organizations', async () => {
    const id = t.id('write_off:accounted');
    expectErrorBody(await igor({ method: 'GET', url: `/v1/write_off_docs/${id}` }), 403);
    expectErrorBody(await dmitry({ method: 'GET', url: `/v1/write_off_docs/${id}` }), 404);
    expectErrorBody(await dmitry({ method: 'GET', url: `/v1/write_off_reason/${t.id('org:client')}` }), 404);
    expectErrorBody(
      await olga({ method: 'PUT', url: `/v1/write_off_docs/status?write_off_doc_id=${id}&status_id=1` }),
      409,
    );
  });
});

describe('write-off reasons', () => {
  it('seeds defaults once, renames, refuses duplicates and deleting a used reason', async () => {
    const org = t.id('org:client');
    expect(reasons.map((r) => r.name)).toContain('Истёк срок годности');
    const created = await olga({
      method: 'POST',
      url: `/v1/write_off_reason/${org}`,
      payload: { name: 'Кража' },
    });
    expect(created.statusCode).toBe(201);
    expectErrorBody(
      await olga({ method: 'POST', url: `/v1/write_off_reason/${org}`, payload: { name: 'кража' } }),
      409,
    );
    const renamed = await olga({
      method: 'PUT',
      url: `/v1/write_off_reason/${created.json().id}`,
      payload: { name: 'Хищение' },
    });
    expect(renamed.json().name).toBe('Хищение');
    const used = reasons.find((r) => r.name === 'Истёк срок годности');
    expectErrorBody(await olga({ method: 'DELETE', url: `/v1/write_off_reason/${used?.id}` }), 409);
    expect(
      (await olga({ method: 'DELETE', url: `/v1/write_off_reason/${created.json().id}` })).statusCode,
    ).toBe(200);
    expectErrorBody(
      await olga({ method: 'POST', url: `/v1/write_off_reason/${org}`, payload: { name: '  ' } }),
      422,
    );
  });
});
