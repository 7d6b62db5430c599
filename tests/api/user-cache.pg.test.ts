import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { eventually } from './support/eventually';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('listens again after its connection to PostgreSQL is cut', async () => {
  const igor = await t.login('igor@vkusdvor.demo');
  const clientOrg = t.id('org:client');
  const organization = () => t.as(igor)({ method: 'GET', url: `/v1/organizations/${clientOrg}` });
  expect((await organization()).statusCode).toBe(200);
  const listening = () =>
    t.database.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
  const cut = new Set((await listening()).map((row) => row.pid));
  expect(cut.size).toBe(3); // users_changed for both caches, data_changed for the answers
  for (const pid of cut) await t.database.query('SELECT pg_terminate_backend($1)', [pid]);
  expect(
    await eventually(async () => (await listening()).filter((row) => !cut.has(row.pid)).length === 3, 10_000),
  ).toBe(true);
  expect((await organization()).statusCode).toBe(200);
  await t.database.query('DELETE FROM user_roles WHERE user_id = $1 AND organization_id = $2', [
    t.id('user:buyer'),
    clientOrg,
  ]);
  expect(await eventually(async () => (await organization()).statusCode === 404, 10_000)).toBe(true);
});
