import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, admin } = withTestApp(['admin']);

describe('/api_a/organizations', () => {
  it('lists every organization with limit 9999 and refuses 10000', async () => {
    const res = await admin({ method: 'GET', url: '/api_a/organizations/?limit=9999' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([t.id('org:client'), t.id('org:dairy'), t.id('org:veg')]));
    expect(res.json().total).toBe(ids.length);
    expectErrorBody(await admin({ method: 'GET', url: '/api_a/organizations/?limit=10000' }), 422);
  });

  it('marks an organization as a test one and filters by is_test_org and name', async () => {
    const put = await admin({
      method: 'PUT',
      url: `/api_a/organizations/${t.id('org:veg')}`,
      payload: { is_test_org: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: t.id('org:veg'), is_test_org: true });
    const tests = await admin({
      method: 'GET',
      url: '/api_a/organizations/?limit=9999&is_test_org=true',
    });
    expect(tests.json().items.map((o: { id: number }) => o.id)).toEqual([t.id('org:veg')]);
    const real = await admin({
      method: 'GET',
      url: '/api_a/organizations/?limit=9999&is_test_org=false',
    });
    expect(real.json().items.map((o: { id: number }) => o.id)).not.toContain(t.id('org:veg'));
    const [veg] = await t.database.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [
      t.id('org:veg'),
    ]);
    const byName = await admin({
      method: 'GET',
      url: `/api_a/organizations/?name=${encodeURIComponent(veg.name.slice(2, 6).toUpperCase())}`,
    });
    expect(byName.json().items.map((o: { id: number }) => o.id)).toContain(t.id('org:veg'));
  });

  it('refuses bad input with 422 and unknown organizations with 404, changing nothing', async () => {
    const url = `/api_a/organizations/${t.id('org:dairy')}`;
    expectErrorBody(await admin({ method: 'PUT', url, payload: { is_test_org: 'да' } }), 422);
    expectErrorBody(
      await admin({
        method: 'PUT',
        url: '/api_a/organizations/999999',
        payload: { is_test_org: true },
      }),
      404,
    );
    const [dairy] = await t.database.query<{ is_test_org: boolean }>(
      'SELECT is_test_org FROM organizations WHERE id = $1',
      [t.id('org:dairy')],
    );
    expect(dairy.is_test_org).toBe(false);
  });
});
