import { describe, expect, it } from 'vitest';
import { BALANCER, http, login } from './http';

/**
 * Row-level security through the balancer, two instances and PgBouncer in transaction mode:
 * concurrent users of different organizations each see their own orders and nothing else.
 */
const readers = [
  { email: 'igor@vkusdvor.demo', side: 'client' },
  { email: 'dmitry@zorka.demo', side: 'supplier' },
  { email: 'elena@zorka.demo', side: 'supplier' },
  { email: 'sergey@urozhai.demo', side: 'supplier' },
] as const;

interface OrderList {
  total: number;
  items: { id: number; client_organization_id: number; supplier_organization_id: number }[];
}

const list = async (token: string, side: string) => {
  const res = await http(BALANCER, 'GET', `/v1/${side}/orders/?limit=100`, { token });
  expect(res.status).toBe(200);
  return res.json<OrderList>();
};

describe('tenants through the whole topology', () => {
  it('12 concurrent order lists of 4 users in 3 organizations: the same totals every time, own orders only', async () => {
    const tokens = await Promise.all(readers.map((reader) => login(BALANCER, reader.email)));
    const organizations = await Promise.all(
      tokens.map(async (token) => {
        const res = await http(BALANCER, 'GET', '/v1/organizations/', { token });
        return new Set(res.json<{ items: { id: number }[] }>().items.map((org) => org.id));
      }),
    );
    const first = await Promise.all(readers.map((reader, i) => list(tokens[i], reader.side)));
    expect(first.map((answer) => answer.total > 0)).toEqual([true, true, true, true]);
    expect(first[1].total).toBe(first[2].total); // two users of one organization
    const wrong: string[] = [];
    for (let round = 0; round < 5; round++) {
      const picks = Array.from({ length: 12 }, (_, i) => i % readers.length);
      const answers = await Promise.all(picks.map((i) => list(tokens[i], readers[i].side)));
      answers.forEach((answer, n) => {
        const i = picks[n];
        if (answer.total !== first[i].total)
          wrong.push(`${readers[i].email}: ${answer.total} ≠ ${first[i].total}`);
        const own = readers[i].side === 'client' ? 'client_organization_id' : 'supplier_organization_id';
        for (const item of answer.items) {
          if (!organizations[i].has(item[own])) wrong.push(`${readers[i].email} saw order ${item.id}`);
        }
      });
    }
    expect(wrong).toEqual([]);
  });

  it("another organization's order is a 404", async () => {
    const [dmitry, sergey] = await Promise.all([
      login(BALANCER, readers[1].email),
      login(BALANCER, readers[3].email),
    ]);
    const zorkas = (await list(dmitry, 'supplier')).items[0];
    const res = await http(BALANCER, 'GET', `/v1/supplier/orders/${zorkas.id}`, { token: sergey });
    expect(res.status).toBe(404);
  });
});
