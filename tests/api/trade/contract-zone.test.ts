import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/with-test-app';

/**
 * Issue 42 item 1: a contract's history is read on the supplier's clock, so both sides get the
 * supplier's zone with the contract, in the list and in the card.
 */
const { t, dairy, anna } = withTestApp({ dairy: 'dmitry', anna: 'anna' });

describe('a contract carries its supplier’s time zone', () => {
  it('gives both sides the supplier’s zone, the client who may not change it too', async () => {
    await t.database.query(`UPDATE organizations SET time_zone = 'Asia/Novosibirsk' WHERE id = $1`, [
      t.id('org:dairy'),
    ]);
    const id = t.id('contract:dairy');
    const client = await anna({
      method: 'GET',
      url: `/v1/client/contracts/${id}?organization_id=${t.id('org:client')}`,
    });
    expect(client.statusCode, client.body).toBe(200);
    expect(client.json().supplier_time_zone).toBe('Asia/Novosibirsk');
    const listed = await anna({
      method: 'GET',
      url: `/v1/client/contracts/?organization_id=${t.id('org:client')}`,
    });
    expect(listed.json().items.find((c: { id: number }) => c.id === id).supplier_time_zone).toBe(
      'Asia/Novosibirsk',
    );
    const supplier = await dairy({
      method: 'GET',
      url: `/v1/supplier/contracts/${id}?organization_id=${t.id('org:dairy')}`,
    });
    expect(supplier.json().supplier_time_zone).toBe('Asia/Novosibirsk');
  });
});
