import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, admin } = withTestApp(['admin']);

const list = async (query: string) => {
  const res = await admin({ method: 'GET', url: `/api_a/users?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: {
      id: number;
      name: string;
      email: string;
      last_login_at: string | null;
      organizations: { id: number; name: string }[];
    }[];
    total: number;
  };
};

describe('GET /api_a/users', () => {
  it('finds users by an e-mail substring regardless of case, with their organizations', async () => {
    const found = await list('email=VKUSDVOR');
    expect(found.items.map((u) => u.email).sort()).toEqual([
      'anna@vkusdvor.demo',
      'igor@vkusdvor.demo',
      'olga@vkusdvor.demo',
    ]);
    expect(found.total).toBe(3);
    const igor = found.items.find((u) => u.email === 'igor@vkusdvor.demo');
    expect(igor?.organizations.map((o) => o.id)).toEqual([t.id('org:client')]);
  });

  it('filters by name and by organization', async () => {
    expect((await list(`name=${encodeURIComponent('морозова')}`)).items.map((u) => u.email)).toEqual([
      'elena@zorka.demo',
    ]);
    const dairy = await list(`organization_id=${t.id('org:dairy')}&order_field=email`);
    expect(dairy.items.map((u) => u.email)).toEqual(['dmitry@zorka.demo', 'elena@zorka.demo']);
    const none = await list('email=nobody-here');
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('sorts by name, email and last_login_at in both directions and pages', async () => {
    const byEmailDesc = await list('order_field=email&order_by=desc&limit=100');
    const emails = byEmailDesc.items.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byName = (await list('order_field=name&limit=100')).items.map((u) => u.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'ru')));
    // The admin and Игорь logged in during this test run: they come first by recent login.
    await t.login('igor@vkusdvor.demo');
    const recent = await list('order_field=last_login_at&order_by=desc&limit=2');
    expect(recent.items.map((u) => u.email)).toEqual(['igor@vkusdvor.demo', 'admin@zakupki.demo']);
    const page = await list('order_field=email&limit=2&offset=2');
    expect(page.items.map((u) => u.email)).toEqual([...emails].reverse().slice(2, 4));
    expect(page.total).toBe(byEmailDesc.total);
  });

  it('refuses unknown sort fields and oversized pages with a Russian 422', async () => {
    const wrongSort = expectErrorBody(
      await admin({ method: 'GET', url: '/api_a/users?order_field=password' }),
      422,
    );
    expect(wrongSort.fields?.order_field).toMatch(/name, email, last_login_at/);
    expectErrorBody(await admin({ method: 'GET', url: '/api_a/users?limit=5000' }), 422);
    expectErrorBody(await admin({ method: 'GET', url: '/api_a/users?organization_id=abc' }), 422);
  });
});
