import { STOCKTAKING_STATUSES, WRITE_OFF_STATUSES } from '@contract/statuses';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/with-test-app';
import { expectMaintained, insertWriteOff } from './stock-reference';

const { t, olga, anna } = withTestApp(['olga', 'anna']);
const url = (path = '') => `/v1/stocktaking_docs${path}`;

interface Line {
  id: number;
  good_id: number;
  good_name: string;
  book_quantity: string | null;
  current_quantity: string | null;
  variance_quantity: string | null;
}

async function lineOf(id: number, goodId: number) {
  const res = await olga({ method: 'GET', url: url(`/${id}/line_items`) });
  expect(res.statusCode).toBe(200);
  const line = (res.json().items as Line[]).find((l) => l.good_id === goodId);
  if (!line) throw new Error('no line');
  return line;
}

// Accounting needs the right olga lacks; anna is the organization's admin.
const setStatus = (id: number, status: 'counting' | 'counted' | 'accounted') =>
  (status === 'accounted' ? anna : olga)({
    method: 'PUT',
    url: url(`/${id}/status/?target_status_id=${STOCKTAKING_STATUSES.byKey[status].id}`),
  });

async function writeOff(goodId: number, quantity: string, number: number) {
  const id = await insertWriteOff(t, t.id('org:client'), t.id('sp:inventory_point'), number, [
    { goodId, quantity },
  ]);
  await t.database.query('UPDATE write_off_docs SET status_id = $2, accounted_at = now() WHERE id = $1', [
    id,
    WRITE_OFF_STATUSES.byKey.accounted.id,
  ]);
}

describe('book quantities freeze when counting starts (issue 20)', () => {
  it('keep the book quantity and the totals while another document posts, and show the live balance beside', async () => {
    const opening = await olga({ method: 'GET', url: url(`/${t.id('stocktaking:opening')}/line_items`) });
    const milk = (opening.json().items as Line[]).find((l) => l.good_name === 'Молоко 3,2 %');
    if (!milk) throw new Error('no milk');
    const created = await olga({
      method: 'POST',
      url: url(`/?sales_point_id=${t.id('sp:inventory_point')}`),
      payload: {},
    });
    const doc = created.json() as { id: number; book_frozen_at: string | null };
    expect(doc.book_frozen_at).toBeNull();
    await olga({
      method: 'POST',
      url: url(`/${doc.id}/stocktaking_doc_line_items/bulk_create`),
      payload: { good_ids: [milk.good_id] },
    });
    // A draft follows the balance: a write-off posted now lowers its book quantity.
    const draft = await lineOf(doc.id, milk.good_id);
    await writeOff(milk.good_id, '1', 7001);
    const afterDraftWriteOff = await lineOf(doc.id, milk.good_id);
    expect(Number(afterDraftWriteOff.book_quantity)).toBe(Number(draft.book_quantity) - 1);

    expect((await setStatus(doc.id, 'counting')).statusCode).toBe(200);
    const started = await olga({ method: 'GET', url: url(`/${doc.id}`) });
    expect(started.json().book_frozen_at).not.toBeNull();
    const frozen = await lineOf(doc.id, milk.good_id);
    await olga({
      method: 'PUT',
      url: url(`/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`),
      payload: { version: started.json().version, items: [{ item_id: frozen.id, fact_quantity: '3' }] },
    });
    const totalsBefore = (await olga({ method: 'GET', url: url(`/${doc.id}`) })).json().totals;

    // Counting: another write-off posts. The book quantity, variance and totals stay; the live
    // balance beside them moves.
    await writeOff(milk.good_id, '2', 7002);
    const during = await lineOf(doc.id, milk.good_id);
    expect(during.book_quantity).toBe(frozen.book_quantity);
    expect(during.variance_quantity).toBe((3 - Number(frozen.book_quantity)).toFixed(3));
    expect(Number(during.current_quantity)).toBe(Number(frozen.book_quantity) - 2);
    expect((await olga({ method: 'GET', url: url(`/${doc.id}`) })).json().totals).toEqual(totalsBefore);
    await expectMaintained(t);

    // Finished, back to counting, accounted: still the quantity frozen at the first start.
    expect((await setStatus(doc.id, 'counted')).statusCode).toBe(200);
    expect((await setStatus(doc.id, 'counting')).statusCode).toBe(200);
    expect((await setStatus(doc.id, 'counted')).statusCode).toBe(200);
    expect((await setStatus(doc.id, 'accounted')).statusCode).toBe(200);
    const accounted = await lineOf(doc.id, milk.good_id);
    expect(accounted.book_quantity).toBe(frozen.book_quantity);
    expect(accounted.current_quantity).toBeNull();
    await expectMaintained(t);
  });
});
