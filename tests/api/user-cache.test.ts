import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/eventually';
import { withTestApp } from './support/with-test-app';

// anna: administrator of «Вкусный двор» (reading the organization needs organization_r)
const { t, anna } = withTestApp(['anna']);
let clientOrg: number;
beforeAll(() => {
  clientOrg = t.id('org:client');
});

const organization = () => anna({ method: 'GET', url: `/v1/organizations/${clientOrg}` });

describe('signed-in users kept in memory', () => {
  it('serves repeated requests from memory', async () => {
    expect((await organization()).statusCode).toBe(200);
    expect(t.app.userCache.size).toBeGreaterThan(0);
    expect((await organization()).statusCode).toBe(200);
  });

  it('forgets a membership removed by another process as soon as it commits', async () => {
    expect((await organization()).statusCode).toBe(200);
    // As another server or an operator's script would: straight in the database, not through this app.
    await t.database.query('DELETE FROM user_roles WHERE user_id = $1 AND organization_id = $2', [
      t.id('user:client_admin'),
      clientOrg,
    ]);
    expect(await eventually(async () => (await organization()).statusCode === 404)).toBe(true);
  });

  it('a logout ends the session for the very next request', async () => {
    const session = await t.login('anna@vkusdvor.demo');
    const me = () => t.as(session)({ method: 'GET', url: '/v1/users/me' });
    expect((await me()).statusCode).toBe(200);
    const logout = await t.as(session)({ method: 'POST', url: '/v1/users/logout' });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me()).statusCode).toBe(401);
  });
});
