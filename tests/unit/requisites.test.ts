import { publicInfoBody } from '@contract/organizations';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '@contract/requisites';
import { describe, expect, it } from 'vitest';

// Real requisites of ПАО Сбербанк and a textbook individual's ИНН / ОГРНИП.
describe('check digits of Russian requisites', () => {
  it.each(['7707083893', '500100732259'])('accepts the valid ИНН %s', (inn) =>
    expect(isValidInn(inn)).toBe(true),
  );
  it.each(['7707083894', '500100732250', '500100732209', '770708389', '77070838931', 'abcdefghij'])(
    'rejects the ИНН %s',
    (inn) => expect(isValidInn(inn)).toBe(false),
  );

  it('checks КПП format', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('7736ab001')).toBe(false);
  });

  it('checks ОГРН (mod 11) and ОГРНИП (mod 13)', () => {
    expect(isValidOgrn('1027700132195')).toBe(true);
    expect(isValidOgrn('304500116000157')).toBe(true);
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('304500116000158')).toBe(false);
    expect(isValidOgrn('10277001321')).toBe(false);
  });

  it('checks БИК and accounts against it', () => {
    expect(isValidBik('044525225')).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true);
    expect(isValidCorrespondentAccount('30101810400000000226', '044525225')).toBe(false);
    expect(isValidCorrespondentAccount('40101810400000000225', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810238000001234', '044525225')).toBe(true);
    expect(isValidSettlementAccount('40702810238000001235', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810238000001234', '044525974')).toBe(false);
  });
});

describe('public info form schema', () => {
  it('turns empty inputs into null and reports accounts that do not match the БИК', () => {
    const ok = publicInfoBody.safeParse({
      phone: '',
      bik: '044525225',
      settlement_account: '40702810238000001234',
    });
    expect(ok.success && ok.data.phone).toBeNull();
    const bad = publicInfoBody.safeParse({ bik: '044525225', settlement_account: '40702810238000001235' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['settlement_account'] });
  });
});
