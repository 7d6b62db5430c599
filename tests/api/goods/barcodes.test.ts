import { barcodeProblem } from '@contract/goods';
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
    ['an internal code with hyphens', 'ZR-001-A'],
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
    ['a code starting with a hyphen', '-ZR1', 'дефис — только между ними'],
    ['a code with two hyphens in a row', 'ZR--1', 'дефис — только между ними'],
  ])('refuses %s with a clear message and creates nothing', async (_label, barcode, message) => {
    const before = await total();
    const body = expectErrorBody(await create('BC-BAD', [barcode]), 422);
    expect(JSON.stringify(body)).toContain(message);
    expect(await total()).toBe(before);
  });
});

describe('barcodes of the demo data and a scanned internal code (issue 42, item 14)', () => {
  it('gives every demo good a 13-digit EAN with a right check digit, so a real scanner matches it', async () => {
    const rows = await t.database.query<{ barcode: string }>(
      // The goods of these tests (codes «BC-…») keep internal codes on purpose.
      "SELECT unnest(barcodes) AS barcode FROM goods WHERE code NOT LIKE 'BC-%' ORDER BY 1",
    );
    expect(rows.length).toBeGreaterThan(0);
    const wrong = rows.map((r) => r.barcode).filter((b) => !/^\d{13}$/.test(b) || barcodeProblem(b) !== null);
    expect(wrong).toEqual([]);
  });

  it('finds a good by its hyphenated internal code, as a scanner types it', async () => {
    expect((await create('BC-HYPHEN', ['ЗР-0042-Б'])).statusCode).toBe(201);
    const res = await dairy({
      method: 'GET',
      url: `/v1/goods/?organization_id=${dairyOrg}&barcode=${encodeURIComponent('ЗР-0042-Б')}`,
    });
    expect(res.json().items.map((g: { code: string }) => g.code)).toEqual(['BC-HYPHEN']);
  });
});
