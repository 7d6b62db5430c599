import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../support/app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['olga@vkusdvor.demo', 'igor@vkusdvor.demo', 'elena@zorka.demo']) {
    tokens.set(email, await t.login(email));
  }
});
afterAll(() => t.close());

/** One rule for every list: without the permission in any organization, 403 naming it in Russian. */
describe('a list the user may not read anywhere', () => {
  it.each([
    ['olga@vkusdvor.demo', '/v1/client/orders/', 'Просмотр заказов'],
    ['olga@vkusdvor.demo', '/v1/client/orders/export', 'Просмотр заказов'],
    ['igor@vkusdvor.demo', '/v1/supplier/orders/', 'Просмотр заказов клиентов'],
    ['olga@vkusdvor.demo', '/v1/client/contracts/', 'Просмотр договоров'],
    ['olga@vkusdvor.demo', '/v1/supplier/contracts/', 'Просмотр договоров'],
    ['olga@vkusdvor.demo', '/v1/client/partnerships/', 'Просмотр партнёрств'],
    ['elena@zorka.demo', '/v1/sales_points/', 'Просмотр точек продаж'],
    ['elena@zorka.demo', '/v1/client/sales_points/', 'Просмотр точек продаж'],
    ['igor@vkusdvor.demo', '/v1/expense_docs/', 'Просмотр расходов'],
    ['igor@vkusdvor.demo', '/v1/write_off_docs', 'Просмотр списаний'],
    ['igor@vkusdvor.demo', '/v1/stocktaking_docs', 'Просмотр инвентаризаций'],
  ])('%s GET %s → 403 «%s»', async (email, url, permission) => {
    const res = await t.as(tokens.get(email) ?? '')({ method: 'GET', url });
    expect(expectErrorBody(res, 403).detail).toContain(`«${permission}»`);
  });

  it('still lists for a user who holds the permission', async () => {
    const res = await t.as(tokens.get('igor@vkusdvor.demo') ?? '')({
      method: 'GET',
      url: '/v1/client/orders/',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
  });
});
