import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from './support/app';
import { eventually } from './support/eventually';

let t: TestApp;
let dairy: Client; // dmitry, admin of «Зорька»
let dairyOrg: number;
let milk: number;
beforeAll(async () => {
  t = await createTestApp();
  dairy = t.as(await t.login('dmitry@zorka.demo'));
  dairyOrg = t.id('org:dairy');
  milk = t.id('good:milk32');
});
afterAll(() => t.close());

const goods = (client: Client) =>
  client({ method: 'GET', url: `/v1/goods/?organization_id=${dairyOrg}&order_field=id&limit=5` });
const milkName = async (client: Client) =>
  (await goods(client)).json().items.find((g: { id: number }) => g.id === milk)?.name as string;

describe('GET answers kept in memory', () => {
  it('answers a repeated read from memory and shows a change made through the app at once', async () => {
    const first = await goods(dairy);
    expect(first.statusCode).toBe(200);
    expect(t.app.responseCache.size).toBeGreaterThan(0);
    expect((await goods(dairy)).body).toBe(first.body);
    const renamed = await dairy({
      method: 'PUT',
      url: `/v1/goods/${milk}?organization_id=${dairyOrg}`,
      payload: { name: 'Молоко «Зорька» 3,2 %, 1 л' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await milkName(dairy)).toBe('Молоко «Зорька» 3,2 %, 1 л');
  });

  it('shows a change made by another process as soon as it commits', async () => {
    await milkName(dairy);
    // Straight in the database, as another server or an operator's script would, and without the
    // test harness waiting for the app to hear of it.
    await t.app.database.query('UPDATE goods SET name = $1 WHERE id = $2', ['Молоко топлёное, 1 л', milk]);
    expect(await eventually(async () => (await milkName(dairy)) === 'Молоко топлёное, 1 л')).toBe(true);
  });

  it('answers a GET in full after a HEAD of the same address', async () => {
    t.app.responseCache.clear();
    const url = `/v1/goods/?organization_id=${dairyOrg}&limit=2`;
    expect((await dairy({ method: 'HEAD', url })).statusCode).toBe(200);
    const res = await dairy({ method: 'GET', url });
    expect(res.json().items).toHaveLength(2);
  });

  it('never gives a user an answer kept for somebody else', async () => {
    expect((await goods(dairy)).statusCode).toBe(200);
    const anna = t.as(await t.login('anna@vkusdvor.demo')); // a client, not a member of «Зорька»
    expect((await goods(anna)).statusCode).toBe(404);
  });

  it('gives nothing to a session that has ended', async () => {
    const token = await t.login('dmitry@zorka.demo');
    expect((await goods(t.as(token))).statusCode).toBe(200);
    expect((await t.as(token)({ method: 'POST', url: '/v1/users/logout' })).statusCode).toBeLessThan(300);
    expect((await goods(t.as(token))).statusCode).toBe(401);
  });

  it('follows a membership taken away', async () => {
    const token = await t.login('dmitry@zorka.demo');
    expect((await goods(t.as(token))).statusCode).toBe(200);
    await t.app.database.query('DELETE FROM user_roles WHERE user_id = $1 AND organization_id = $2', [
      t.id('user:dairy_admin'),
      dairyOrg,
    ]);
    expect(await eventually(async () => (await goods(t.as(token))).statusCode === 404)).toBe(true);
  });
});
