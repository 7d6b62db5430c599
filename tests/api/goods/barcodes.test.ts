import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, dairy } = withTestApp({ dairy: 'dmitry' });
let dairyOrg: number;
beforeAll(() => {
  dairyOrg = t.id('org:dairy');
});

const total = async () =>
  (await dairy({ method: 'GET', url: `/v1/goods/?organization_id=${dairyOrg}` })).json().total as number;
const create = (code: string, barcodes: string[]) =>
  dairy({
    method: 'POST',
    url: `/v1/goods/?organization_id=${dairyOrg}`,
    payload: { name: `Товар ${code}`, code, barcodes, measure_id: 1, base_price: '10' },
  });

describe('barcodes as a supplier keeps them', () => {
  it.each([
    ['an internal code of letters and digits', 'ZR0042'],
    ['a short shop code', '1234'],
    ['a weight code of 7 digits', '2100042'],
    ['a 32-character code', 'A'.repeat(16) + '1'.repeat(16)],
    ['a valid EAN-13', '4607010000776'],
    ['a valid EAN-8', '46009333'],
    ['a 12-digit code without a checked digit', '460701000077'],
  ])('accepts %s', async (_label, barcode) => {
    const res = await create(`BC-${barcode.slice(-10)}`, [barcode]);
    expect(res.statusCode).toBe(201);
    expect(res.json().barcodes).toEqual([barcode]);
  });

  it.each([
    [
      'an EAN-13 with a wrong check digit',
      '4607010000771',
      'похож на EAN-13, но с неверной контрольной цифрой',
    ],
    ['an EAN-8 with a wrong check digit', '46009334', 'похож на EAN-8, но с неверной контрольной цифрой'],
    ['three characters', '123', 'от 4 до 32 цифр или букв'],
    ['33 characters', '1'.repeat(33), 'от 4 до 32 цифр или букв'],
    ['a code with a space', '12 34', 'от 4 до 32 цифр или букв'],
  ])('refuses %s with a clear message and creates nothing', async (_label, barcode, message) => {
    const before = await total();
    const body = expectErrorBody(await create('BC-BAD', [barcode]), 422);
    expect(JSON.stringify(body)).toContain(message);
    expect(await total()).toBe(before);
  });
});
