import { ORDER_STATUSES } from '@contract/statuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { decodeQr, readPdf } from '../support/pdf';
import { placeOrder, withOrderFixture } from './fixture';

const { t, f, tokens } = withOrderFixture({ client: 'igor', supplier: 'elena', stranger: 'sergey' });
let orderId: number;

const SUPPLIER = {
  inn: '7734568015',
  kpp: '773601001',
  bank: 'ПАО Сбербанк',
  bik: '044525225',
  settlement: '40702810938000000001',
  correspondent: '30101810400000000225',
  street: 'ул. Молочная, д. 1',
};
const CLIENT = { inn: '7736207543', kpp: '770401001', street: 'ул. Тверская, д. 7' };
const status = (key: keyof typeof ORDER_STATUSES.byKey) => ORDER_STATUSES.byKey[key].id;

async function setRequisites() {
  const q = (text: string, params: unknown[]) => t.database.query(text, params);
  const [{ id: cityId }] = await t.database.query<{ id: number }>(
    "SELECT id FROM addr_cities WHERE name = 'Москва' LIMIT 1",
  );
  await q('UPDATE organizations SET inn = $2, kpp = $3 WHERE id = $1', [f.dairy, SUPPLIER.inn, SUPPLIER.kpp]);
  await q('UPDATE organizations SET inn = $2, kpp = $3 WHERE id = $1', [f.client, CLIENT.inn, CLIENT.kpp]);
  const card = `INSERT INTO organization_public_info (organization_id, city_id, street, bank_name, bik, settlement_account, correspondent_account)
    VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (organization_id) DO UPDATE SET city_id = $2, street = $3,
      bank_name = $4, bik = $5, settlement_account = $6, correspondent_account = $7`;
  await q(card, [
    f.dairy,
    cityId,
    SUPPLIER.street,
    SUPPLIER.bank,
    SUPPLIER.bik,
    SUPPLIER.settlement,
    SUPPLIER.correspondent,
  ]);
  await q(card, [f.client, cityId, CLIENT.street, null, null, null, null]);
}

const url = (side: 'client' | 'supplier', kind: string, id = orderId) =>
  `/v1/${side}/orders/${id}/documents/${kind}`;
const get = (side: 'client' | 'supplier' | 'stranger', kind: string, id = orderId) =>
  t.as(tokens[side])({ method: 'GET', url: url(side === 'stranger' ? 'supplier' : side, kind, id) });
const setStatus = (key: keyof typeof ORDER_STATUSES.byKey) =>
  t.database.query('UPDATE orders SET status_id = $1 WHERE id = $2', [status(key), orderId]);
const documentRows = async () =>
  Number((await t.database.query<{ n: string }>('SELECT count(*)::text AS n FROM order_documents'))[0].n);
/** The supplier's last invoice or УПД number. */
const lastIssued = async (kind: 'invoice' | 'upd') =>
  (
    await t.database.query<{ n: number }>(
      'SELECT coalesce(max(number), 0)::int AS n FROM order_documents WHERE supplier_organization_id = $1 AND kind = $2',
      [f.dairy, kind],
    )
  )[0].n;
/** The number an order's document was given, null while it has none. */
const issuedNumber = async (kind: 'invoice' | 'upd', id = orderId) =>
  (
    await t.database.query<{ n: number }>(
      'SELECT number AS n FROM order_documents WHERE order_id = $1 AND kind = $2',
      [id, kind],
    )
  )[0]?.n ?? null;
const fileNumber = (res: { headers: Record<string, unknown> }) =>
  Number(/%E2%84%96%20(\d+)%20/.exec(String(res.headers['content-disposition']))?.[1]);
let invoiceNo: number;
let updNo: number;

beforeAll(async () => {
  await setRequisites();
  // 10 × 89,90 at 20 % VAT and 20 × 120,00 at 10 % VAT = 3 299,00 ₽.
  await t.database.query('UPDATE goods SET vat_rate = 20 WHERE id = $1', [f.goods[0].id]);
  await t.database.query('UPDATE goods SET vat_rate = 10 WHERE id = $1', [f.goods[2].id]);
  const before = await lastIssued('invoice');
  const res = await placeOrder(t.as(tokens.client), f);
  expect(res.statusCode, res.body).toBe(201);
  orderId = res.json().id;
  await setStatus('working');
  invoiceNo = before + 1;
}, 60_000);

describe('invoice (счёт на оплату) PDF', () => {
  it('shows the supplier’s requisites, every line, VAT per rate, totals and the sum in words', async () => {
    const res = await get('client', 'invoice');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Счёт на оплату № ${invoiceNo} от `)}`,
    );
    const { text } = readPdf(res.rawPayload, {
      pngOut: process.env.DOCUMENTS_PNG_DIR ? `${process.env.DOCUMENTS_PNG_DIR}/invoice.png` : undefined,
    });
    for (const expected of [
      `Счёт на оплату № ${invoiceNo} от`,
      `ИНН ${SUPPLIER.inn}`,
      `КПП ${SUPPLIER.kpp}`,
      SUPPLIER.bank,
      SUPPLIER.bik,
      SUPPLIER.settlement,
      SUPPLIER.correspondent,
      `ИНН ${CLIENT.inn}`,
      'Молоко 3,2 % 1 л',
      'Сметана 20 % 300 г',
      '899,00',
      '2 400,00',
      'В том числе НДС 10%:',
      '218,18',
      'В том числе НДС 20%:',
      '149,83',
      'Всего к оплате:',
      '3 299,00',
      'Три тысячи двести девяносто девять рублей 00 копеек',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('carries a ГОСТ Р 56042-2014 payment QR code whose Sum is the order total in kopecks', async () => {
    const res = await get('supplier', 'invoice');
    expect(res.statusCode, res.body).toBe(200);
    const payload = decodeQr(readPdf(res.rawPayload).png);
    expect(payload).not.toBeNull();
    const [format, ...pairs] = String(payload).split('|');
    expect(format).toBe('ST00012');
    const fields = Object.fromEntries(pairs.map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
    const [{ total }] = await t.database.query<{ total: string }>(
      'SELECT (total_amount * 100)::bigint::text AS total FROM orders WHERE id = $1',
      [orderId],
    );
    expect(fields).toMatchObject({
      Sum: total,
      PersonalAcc: SUPPLIER.settlement,
      BIC: SUPPLIER.bik,
      CorrespAcc: SUPPLIER.correspondent,
      PayeeINN: SUPPLIER.inn,
      KPP: SUPPLIER.kpp,
      BankName: SUPPLIER.bank,
    });
    expect(fields.Sum).toBe('329900');
    expect(fields.Purpose).toContain(`Оплата по счёту № ${invoiceNo} `);
    expect(fields.Purpose).toMatch(
      /\. (В т\.ч\. (НДС \d+\u00a0% — [\d\u00a0]+,\d{2}\u00a0₽(, |$))+|Без НДС$)/,
    );
  });

  it('keeps its number: both sides get the same invoice again', async () => {
    const before = await documentRows();
    for (const side of ['client', 'supplier'] as const) {
      const res = await get(side, 'invoice');
      expect(fileNumber(res)).toBe(invoiceNo);
    }
    expect(await documentRows()).toBe(before);
  });

  it('a foreign order is not found, whichever side asks', async () => {
    expectErrorBody(await get('stranger', 'invoice'), 404);
    expectErrorBody(await get('stranger', 'upd'), 404);
    expectErrorBody(await get('client', 'invoice', 999_999), 404);
  });

  it('names the missing requisites with a 422 and changes nothing', async () => {
    await t.database.query(
      'UPDATE organization_public_info SET bik = NULL, settlement_account = NULL WHERE organization_id = $1',
      [f.dairy],
    );
    const other = await placeOrder(t.as(tokens.client), f);
    await t.database.query('UPDATE orders SET status_id = $1 WHERE id = $2', [
      status('sent'),
      other.json().id,
    ]);
    const before = await documentRows();
    const body = expectErrorBody(await get('supplier', 'invoice', other.json().id), 422);
    expect(body.detail).toContain('БИК');
    expect(body.detail).toContain('расчётный счёт');
    expect(body.detail).toContain('поставщика');
    expect(await documentRows()).toBe(before);
    await setRequisites();
  });
});

describe('УПД PDF', () => {
  it('is not issued before the order is delivered', async () => {
    await setStatus('executing');
    const body = expectErrorBody(await get('supplier', 'upd'), 409);
    expect(body.detail).toContain('«Исполняется»');
  });

  it('shows status 1, both parties, the lines as delivered (the supplier’s edits included) and the totals', async () => {
    // The supplier delivered 12 instead of 10 bottles of milk and no sour cream.
    await t.database.query(
      `UPDATE order_lines SET quantity = 12, changed_by_supplier = true WHERE order_id = $1 AND good_id = $2`,
      [orderId, f.goods[0].id],
    );
    await t.database.query('UPDATE order_lines SET removed = true WHERE order_id = $1 AND good_id = $2', [
      orderId,
      f.goods[2].id,
    ]);
    const before = await lastIssued('upd');
    await setStatus('delivered');
    updNo = before + 1;
    expect(await issuedNumber('upd')).toBe(updNo);
    const res = await get('client', 'upd');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`УПД № ${updNo} от `));
    const { text } = readPdf(res.rawPayload, {
      pngOut: process.env.DOCUMENTS_PNG_DIR ? `${process.env.DOCUMENTS_PNG_DIR}/upd.png` : undefined,
    });
    // 12 × 89,90 = 1 078,80 with 20 % VAT inside: 179,80; without VAT 899,00.
    for (const expected of [
      'передаточный документ (акт)',
      `Счёт-фактура № ${updNo} от`,
      `${SUPPLIER.inn}/${SUPPLIER.kpp}`,
      `${CLIENT.inn}/${CLIENT.kpp}`,
      'Молоко 3,2 % 1 л',
      '796',
      '74,92',
      '899,00',
      '20%',
      '179,80',
      '1 078,80',
      'Российский рубль, 643',
      'Одна тысяча семьдесят восемь рублей 80 копеек',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Статус:\s+1/);
    expect(text).not.toContain('Сметана 20 % 300 г');
    // Narrow column titles break a long word at a syllable with a hyphen, never anywhere without one.
    expect(text).not.toMatch(/(измерен|обозначе|национа|Регистрационн|происхож|цифрово|наименова)\s/);
    for (const broken of ['измере-', 'обозна-', 'Регистрацион-', 'проис-']) expect(text).toContain(broken);
  });

  it('is status 2 when no line bears VAT, under the same number', async () => {
    // The lines keep the VAT of the goods as ordered (their snapshot): the goods lose their VAT while
    // the order is a draft, whose lines then take it again.
    await t.database.query('UPDATE goods SET vat_rate = NULL WHERE organization_id = $1', [f.dairy]);
    await setStatus('draft');
    await t.database.query('UPDATE order_lines SET quantity = quantity WHERE order_id = $1', [orderId]);
    await setStatus('delivered');
    const res = await get('supplier', 'upd');
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`УПД № ${updNo} от `));
    const { text } = readPdf(res.rawPayload);
    expect(text).toMatch(/Статус:\s+2/);
    expect(text).toContain('без НДС');
  });

  it('names what the buyer lacks', async () => {
    await t.database.query('UPDATE organizations SET inn = NULL WHERE id = $1', [f.client]);
    const body = expectErrorBody(await get('supplier', 'upd'), 422);
    expect(body.detail).toContain('покупателя');
    expect(body.detail).toContain('ИНН');
    await setRequisites();
  });
});

describe('numbers are given by issuing, never by viewing', () => {
  const issued = () =>
    t.database.query('SELECT order_id, kind, number, issued_on FROM order_documents ORDER BY order_id, kind');

  it('sending issues the invoices in turn; viewing them in any order, twice, from both sides changes nothing', async () => {
    const before = await lastIssued('invoice');
    const sent: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await placeOrder(t.as(tokens.client), f, { send: true });
      expect(res.statusCode, res.body).toBe(201);
      sent.push(res.json().id);
    }
    const issuedBefore = await issued();
    for (const index of [2, 0, 1, 2, 0]) {
      for (const side of ['supplier', 'client'] as const) {
        const res = await get(side, 'invoice', sent[index]);
        expect(res.statusCode, res.body).toBe(200);
        expect(fileNumber(res)).toBe(before + 1 + index);
      }
    }
    expect(await issued()).toEqual(issuedBefore);
  });

  it('delivering issues the УПД with the next number; asking for it earlier gives none', async () => {
    const res = await placeOrder(t.as(tokens.client), f, { send: true });
    const id: number = res.json().id;
    expectErrorBody(await get('supplier', 'upd', id), 409);
    expect(await issuedNumber('upd', id)).toBeNull();
    const before = await lastIssued('upd');
    await t.database.query('UPDATE orders SET status_id = $1 WHERE id = $2', [status('delivered'), id]);
    expect(await issuedNumber('upd', id)).toBe(before + 1);
    const rows = await documentRows();
    const upd = await get('client', 'upd', id);
    expect(upd.statusCode, upd.body).toBe(200);
    expect(fileNumber(upd)).toBe(before + 1);
    expect(await documentRows()).toBe(rows);
  });
});
