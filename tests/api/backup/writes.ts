import { expect } from 'vitest';
import { type OrderFixture, placeOrder } from '../orders/fixture';
import { multipartFile, PNG_1X1 } from '../settings/multipart';
import type { Client, TestApp } from '../support/app';
import { eventually } from '../support/eventually';

export interface Writers {
  buyer: Client;
  storekeeper: Client;
  clientAdmin: Client;
  supplier: Client;
}

/**
 * One write of every kind the data holds: an order sent, a write-off document with a line, a logo
 * file, a price list's prices. Answers the logo's URL (a file the restored server must serve).
 */
export async function writeEveryKind(t: TestApp, f: OrderFixture, users: Writers) {
  expect((await placeOrder(users.buyer, f, { send: true })).statusCode).toBe(201);
  const writeOff = await users.storekeeper({
    method: 'POST',
    url: `/v1/write_off_docs?sales_point_id=${t.id('sp:inventory_point')}`,
    payload: { comment: 'Разбитая банка' },
  });
  expect(writeOff.statusCode, writeOff.body).toBe(201);
  const logo = await users.clientAdmin({
    method: 'POST',
    url: `/v1/organizations/${f.client}/logo_file_assets`,
    ...multipartFile('upload_file', 'logo.png', PNG_1X1, 'image/png'),
  });
  expect(logo.statusCode, logo.body).toBe(200);
  const prices = await users.supplier({
    method: 'POST',
    url: `/v1/supplier/price_lists/${f.priceListId}/bulk_create_update_price_list_goods?organization_id=${f.dairy}`,
    payload: [{ good_id: f.unlistedGood, price: '55.00' }],
  });
  expect(prices.statusCode, prices.body).toBeLessThan(300);
  // Events become notifications a moment after their commit: the data is still only once they have.
  await eventually(
    async () =>
      (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE NOT fanned_out'))[0]
        .n === 0,
  );
  return logo.json().logo_url as string;
}
