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

  /** Each value against what `check` should say of it. */
  const expectVerdicts = (check: (value: string) => boolean, verdicts: Record<string, boolean>) => {
    for (const [value, valid] of Object.entries(verdicts)) expect(check(value), value).toBe(valid);
  };

  it('checks КПП format', () => {
    expectVerdicts(isValidKpp, {
      '773601001': true,
      '7736AB001': true,
      '77360100': false,
      '7736ab001': false,
    });
  });

  it('checks ОГРН (mod 11) and ОГРНИП (mod 13)', () => {
    expectVerdicts(isValidOgrn, {
      '1027700132195': true,
      '304500116000157': true,
      '1027700132196': false,
      '304500116000158': false,
      '10277001321': false,
    });
  });

  it('checks БИК and accounts against it', () => {
    expectVerdicts(isValidBik, { '044525225': true, '144525225': false });
    expectVerdicts((account) => isValidCorrespondentAccount(account, '044525225'), {
      '30101810400000000225': true,
      '30101810400000000226': false,
      '40101810400000000225': false,
    });
    expectVerdicts((account) => isValidSettlementAccount(account, '044525225'), {
      '40702810238000001234': true,
      '40702810238000001235': false,
    });
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
