import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, anna, olga, dmitry } = withTestApp(['anna', 'olga', 'dmitry']);

/** Anna adds an expense to her client organization. */
const addExpense = (payload: object) =>
  anna({ method: 'POST', url: `/v1/expense_docs/?organization_id=${t.id('org:client')}`, payload });

describe('expenses', () => {
  it('lists with totals per type computed over the whole filtered set', async () => {
    const res = await anna({ method: 'GET', url: '/v1/expense_docs/?limit=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(2);
    expect(body.total).toBe(5);
    expect(body.totals).toEqual({
      amount: '617860.50',
      by_type: [
        { type: 0, label: 'Оплата поставщику', amount: '212720.00' },
        { type: 1, label: 'Прочие затраты', amount: '405140.50' },
      ],
    });
    const filtered = await anna({
      method: 'GET',
      url: `/v1/expense_docs/?type=1&category_id=${t.id('expense_category:rent')}`,
    });
    expect(filtered.json()).toMatchObject({ total: 1, totals: { amount: '350000.00' } });
  });

  it('creates both types, validates their links and updates', async () => {
    const org = t.id('org:client');
    const payment = await addExpense({
      type: 0,
      date: '2026-11-20',
      amount: '1500,50',
      supplier_organization_id: t.id('org:veg'),
    });
    expect(payment.statusCode).toBe(201);
    expect(payment.json()).toMatchObject({
      type_label: 'Оплата поставщику',
      amount: '1500.50',
      supplier_name: 'ООО «Овощебаза «Урожай»»',
    });
    const noCategory = await addExpense({ type: 1, date: '2026-11-20', amount: '10' });
    expect(expectErrorBody(noCategory, 422).fields?.category_id).toBe('Укажите категорию расхода');
    const selfSupplier = await anna({
      method: 'PUT',
      url: `/v1/expense_docs/${payment.json().id}`,
      payload: { type: 0, date: '2026-11-20', amount: '10', supplier_organization_id: org },
    });
    expectErrorBody(selfSupplier, 422);
    const other = await anna({
      method: 'PUT',
      url: `/v1/expense_docs/${payment.json().id}`,
      payload: { type: 1, date: '2026-11-21', amount: '99.90', category_id: t.id('expense_category:rent') },
    });
    expect(other.json()).toMatchObject({ type: 1, supplier_organization_id: null, category_name: 'Аренда' });
  });

  it('guards categories: permissions, duplicates, used ones and other organizations', async () => {
    const org = t.id('org:client');
    expectErrorBody(await olga({ method: 'GET', url: '/v1/expense_docs/' }), 403);
    expectErrorBody(
      await dmitry({ method: 'GET', url: `/v1/expense_categories/?organization_ids=${org}` }),
      404,
    );
    const created = await anna({
      method: 'POST',
      url: `/v1/expense_categories/bulk_create?organization_id=${org}`,
      payload: [{ name: 'Маркетинг' }, { name: 'Обучение персонала' }],
    });
    expect(created.statusCode).toBe(201);
    expectErrorBody(
      await anna({
        method: 'POST',
        url: `/v1/expense_categories/bulk_create?organization_id=${org}`,
        payload: [{ name: 'аренда' }],
      }),
      409,
    );
    expectErrorBody(
      await anna({ method: 'DELETE', url: `/v1/expense_categories/${t.id('expense_category:rent')}` }),
      409,
    );
    expect(
      (await anna({ method: 'DELETE', url: `/v1/expense_categories/${created.json()[0].id}` })).statusCode,
    ).toBe(200);
    const list = await anna({ method: 'GET', url: `/v1/expense_categories/?organization_ids=${org}` });
    expect(list.json().map((c: { name: string }) => c.name)).toContain('Обучение персонала');
  });

  it('refuses an amount beyond what sums can hold, in Russian, and stores nothing', async () => {
    const before = (await anna({ method: 'GET', url: '/v1/expense_docs/' })).json().total;
    const res = await addExpense({
      type: 1,
      date: '2026-11-20',
      amount: '999999999999.99',
      category_id: t.id('expense_category:rent'),
    });
    expect(expectErrorBody(res, 422).fields?.amount).toBe(
      'Сумма: не больше 9\u00a0999\u00a0999\u00a0999,99\u00a0₽',
    );
    expect((await anna({ method: 'GET', url: '/v1/expense_docs/' })).json().total).toBe(before);
  });

  it('lists and sums stored rows however large they are', async () => {
    const org = t.id('org:client');
    await t.database.query(
      `INSERT INTO expense_docs (organization_id, number, type, doc_date, amount, category_id)
       VALUES ($1, 9001, 1, '2026-11-01', 999999999999.99, $2), ($1, 9002, 1, '2026-11-02', 999999999999.99, $2)`,
      [org, t.id('expense_category:rent')],
    );
    const res = await anna({
      method: 'GET',
      url: `/v1/expense_docs/?organization_id=${org}&type=1&date_to=2026-11-02`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((e: { amount: string }) => e.amount)).toContain('999999999999.99');
    expect(Number(res.json().totals.amount)).toBeGreaterThan(1_999_999_999_999);
    await t.database.query('DELETE FROM expense_docs WHERE number IN (9001, 9002) AND organization_id = $1', [
      org,
    ]);
  });

  it('deletes an expense for those who may edit it, with its links, and nobody else', async () => {
    const created = await addExpense({
      type: 1,
      date: '2026-11-20',
      amount: '42',
      category_id: t.id('expense_category:rent'),
    });
    const id = created.json().id as number;
    expectErrorBody(await olga({ method: 'DELETE', url: `/v1/expense_docs/${id}` }), 403);
    expectErrorBody(await dmitry({ method: 'DELETE', url: `/v1/expense_docs/${id}` }), 404);
    expect((await anna({ method: 'GET', url: `/v1/expense_docs/${id}` })).statusCode).toBe(200);
    const removed = await anna({ method: 'DELETE', url: `/v1/expense_docs/${id}` });
    expect(removed.json()).toEqual({ ok: true });
    expectErrorBody(await anna({ method: 'GET', url: `/v1/expense_docs/${id}` }), 404);
    expectErrorBody(await anna({ method: 'DELETE', url: `/v1/expense_docs/${id}` }), 404);
  });
});
