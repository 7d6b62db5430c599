import { invoicePurpose, paymentString } from '@server/areas/documents/payment-qr';
import { describe, expect, it } from 'vitest';

const payee = {
  name: 'ООО «Зорька»',
  inn: '7701234567',
  kpp: '770101001',
  settlementAccount: '40702810900000000001',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  correspondentAccount: '30101810400000000225',
} as Parameters<typeof paymentString>[0];
const doc = { number: 7, issuedOn: '24.11.2026' };
const purposeOf = (payload: string) => payload.split('|').find((f) => f.startsWith('Purpose='));

describe('the payment QR purpose (issue 42, item 13)', () => {
  it('names the VAT included at each rate', () => {
    const purpose = invoicePurpose(doc, 27, [{ rate: 10, vatAmount: '352.69', amount: '3879.59' }]);
    expect(purposeOf(paymentString(payee, '3879.59', purpose))).toBe(
      'Purpose=Оплата по счёту № 7 от 24.11.2026 (заказ № 27). В т.ч. НДС 10\u00a0% — 352,69\u00a0₽',
    );
  });

  it('lists two rates, and says «Без НДС» when nothing is taxed', () => {
    const mixed = invoicePurpose(doc, 27, [
      { rate: 10, vatAmount: '10.00', amount: '110.00' },
      { rate: 20, vatAmount: '1234.50', amount: '7407.00' },
      { rate: null, vatAmount: '0.00', amount: '50.00' },
    ]);
    expect(mixed).toMatch(/В т\.ч\. НДС 10\u00a0% — 10,00\u00a0₽, НДС 20\u00a0% — 1\u00a0234,50\u00a0₽$/);
    const free = invoicePurpose(doc, 27, [{ rate: null, vatAmount: '0.00', amount: '50.00' }]);
    expect(purposeOf(paymentString(payee, '50.00', free))).toMatch(/\. Без НДС$/);
  });
});
