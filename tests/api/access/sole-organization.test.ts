import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

/**
 * Issue 42, item 17: calls written without `organization_id` act in the caller's only organization
 * holding the right; with several, the answer names the parameter in Russian and nothing changes.
 */
const { t, anna, olga, dmitry } = withTestApp(['anna', 'olga', 'dmitry']);

const post = { title: 'Новый сыр', content: { blocks: [] } };
const expense = { type: 1, date: '2026-11-20', amount: '1200,00', category_id: 1 };

describe('a call without organization_id', () => {
  it('lists and writes the supplier posts of the caller’s only supplier organization', async () => {
    const dairy = t.id('org:dairy');
    const named = await dmitry({ method: 'GET', url: `/v1/supplier/posts?organization_id=${dairy}` });
    const list = await dmitry({ method: 'GET', url: '/v1/supplier/posts' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual(named.json());

    const created = await dmitry({ method: 'POST', url: '/v1/supplier/posts', payload: post });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ organization_id: dairy, title: 'Новый сыр' });
  });

  it('adds an expense to the caller’s only organization where they may', async () => {
    const categories = await anna({
      method: 'GET',
      url: `/v1/expense_categories/?organization_ids=${t.id('org:client')}`,
    });
    const category = categories.json()[0].id as number;
    const res = await anna({
      method: 'POST',
      url: '/v1/expense_docs/',
      payload: { ...expense, category_id: category },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ organization_id: t.id('org:client'), amount: '1200.00' });
  });

  it('is refused with the permission named when the caller may do it nowhere', async () => {
    const body = expectErrorBody(
      await olga({ method: 'POST', url: '/v1/expense_docs/', payload: expense }),
      403,
    );
    expect(body.detail).toContain('«Создание расходов»');
  });

  it('asks to name the organization when the caller has several, and changes nothing', async () => {
    const second = await dmitry({
      method: 'POST',
      url: '/v1/organizations/',
      payload: { name: 'ООО «Зорька-Ночь»', module_supplier: true },
    });
    expect(second.statusCode, second.body).toBe(201);
    const before = await dmitry({
      method: 'GET',
      url: `/v1/supplier/posts?organization_id=${t.id('org:dairy')}`,
    });

    const list = expectErrorBody(await dmitry({ method: 'GET', url: '/v1/supplier/posts' }), 422);
    expect(list.detail).toBe(
      'Укажите организацию (параметр organization_id): у вас их несколько с этим правом',
    );
    expect(list.fields).toEqual({ organization_id: 'Укажите организацию' });
    const write = expectErrorBody(
      await dmitry({ method: 'POST', url: '/v1/supplier/posts', payload: post }),
      422,
    );
    expect(write.fields).toHaveProperty('organization_id');
    const after = await dmitry({
      method: 'GET',
      url: `/v1/supplier/posts?organization_id=${t.id('org:dairy')}`,
    });
    expect(after.json().total).toBe(before.json().total);
    const fresh = await dmitry({
      method: 'GET',
      url: `/v1/supplier/posts?organization_id=${second.json().id}`,
    });
    expect(fresh.json().total).toBe(0);
  });
});
