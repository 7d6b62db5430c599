import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/with-test-app';

/**
 * Issue 42 item 1: a stocktaking's and a write-off's moments (counting started, accounted) are read
 * on their sales point's clock, so each document carries that point's zone.
 */
const { t, olga } = withTestApp(['olga']);

const VLADIVOSTOK = 'Asia/Vladivostok';

async function pointInVladivostok(url: string) {
  const doc = (await olga({ method: 'GET', url })).json();
  await t.database.query('UPDATE sales_points SET time_zone = $1 WHERE id = $2', [
    VLADIVOSTOK,
    doc.sales_point_id,
  ]);
  return doc.sales_point_id as number;
}

describe('inventory documents carry their sales point’s time zone', () => {
  it('answers a stocktaking with its point’s zone, alone and in the list', async () => {
    const id = t.id('stocktaking:opening');
    const point = await pointInVladivostok(`/v1/stocktaking_docs/${id}`);
    const doc = await olga({ method: 'GET', url: `/v1/stocktaking_docs/${id}` });
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().sales_point_time_zone).toBe(VLADIVOSTOK);
    const list = await olga({
      method: 'GET',
      url: `/v1/stocktaking_docs/?sales_point_id=${point}&limit=100`,
    });
    const listed = list.json().items.find((d: { id: number }) => d.id === id);
    expect(listed.sales_point_time_zone).toBe(VLADIVOSTOK);
  });

  it('answers a write-off with its point’s zone, alone and in the list', async () => {
    const id = t.id('write_off:accounted');
    const point = await pointInVladivostok(`/v1/write_off_docs/${id}`);
    const doc = await olga({ method: 'GET', url: `/v1/write_off_docs/${id}` });
    expect(doc.json().sales_point_time_zone).toBe(VLADIVOSTOK);
    const list = await olga({ method: 'GET', url: `/v1/write_off_docs?sales_point_id=${point}&limit=100` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.find((d: { id: number }) => d.id === id).sales_point_time_zone).toBe(
      VLADIVOSTOK,
    );
  });
});
