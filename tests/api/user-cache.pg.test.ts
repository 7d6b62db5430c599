import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { eventually } from './support/eventually';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('listens again after its connection to PostgreSQL is cut', async () => {
  const anna = await t.login('anna@vkusdvor.demo');
  const clientOrg = t.id('org:client');
  const organization = () => t.as(anna)({ method: 'GET', url: `/v1/organizations/${clientOrg}` });
  expect((await organization()).statusCode).toBe(200);
  const listening = () =>
    t.database.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
  const before = await listening();
  expect(before).toHaveLength(1); // one connection listens on every channel
  await t.database.query('SELECT pg_terminate_backend($1)', [before[0].pid]);
  const again = async () => (await listening()).some((row) => row.pid !== before[0].pid);
  expect(await eventually(again, 10_000)).toBe(true);
  expect((await organization()).statusCode).toBe(200);
  await t.database.query('DELETE FROM user_roles WHERE user_id = $1 AND organization_id = $2', [
    t.id('user:client_admin'),
    clientOrg,
  ]);
  expect(await eventually(async () => (await organization()).statusCode === 404, 10_000)).toBe(true);
});
