import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from './support/app';
import { withTestApp } from './support/with-test-app';

/** Idempotency-Key on create calls (server/plugins/idempotency.ts): a retried POST creates one row. */
const { t, dairyAdmin, dairySales } = withTestApp({ dairyAdmin: 'dmitry', dairySales: 'elena' });
let organizationId: number;

beforeAll(() => {
  organizationId = t.id('org:dairy');
});

const categoriesNamed = async (name: string) =>
  (
    await t.database.query<{ n: string }>('SELECT count(*)::text AS n FROM good_categories WHERE name = $1', [
      name,
    ])
  )[0].n;

const createCategory = (client: Client, name: string, key: string) =>
  client({
    method: 'POST',
    url: `/v1/good_categories/?organization_id=${organizationId}`,
    headers: { 'idempotency-key': key },
    payload: { name },
  });

describe('Idempotency-Key', () => {
  it('a create retried three times makes one row and replays the first answer', async () => {
    const first = await createCategory(dairyAdmin, 'Повтор запроса', 'retry-key-0001');
    expect(first.statusCode).toBeLessThan(300);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await createCategory(dairyAdmin, 'Повтор запроса', 'retry-key-0001');
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    expect(await categoriesNamed('Повтор запроса')).toBe('1');
  });

  it('the same key on another URL is a 409 and creates nothing', async () => {
    await createCategory(dairyAdmin, 'Первый адрес', 'reuse-key-0001');
    const other = await dairyAdmin({
      method: 'POST',
      url: `/v1/supplier/price_lists/${t.id('pl:dairy')}/good_categories?organization_id=${organizationId}`,
      headers: { 'idempotency-key': 'reuse-key-0001' },
      payload: [{ name: 'Второй адрес' }],
    });
    expect(expectErrorBody(other, 409).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      (
        await t.database.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM price_list_categories WHERE name = 'Второй адрес'",
        )
      )[0].n,
    ).toBe('0');
  });

  it('parallel retries of one create still make one row', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createCategory(dairyAdmin, 'Параллельный повтор', 'parallel-key-01')),
    );
    for (const res of answers) expect([200, 201, 409]).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode < 300 && !res.headers['idempotent-replayed'])).toBe(true);
    expect(await categoriesNamed('Параллельный повтор')).toBe('1');
  });

  it('keys are per user: another user with the same key creates their own row', async () => {
    await createCategory(dairyAdmin, 'Чей ключ', 'shared-key-0001');
    const other = await createCategory(dairySales, 'Чей ключ 2', 'shared-key-0001');
    expect(other.statusCode).toBeLessThan(300);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await categoriesNamed('Чей ключ 2')).toBe('1');
  });

  it('a malformed key is a 422 with a Russian message and creates nothing', async () => {
    const res = await createCategory(dairyAdmin, 'Плохой ключ', 'bad key!');
    expectErrorBody(res, 422);
    expect(await categoriesNamed('Плохой ключ')).toBe('0');
  });

  it('a body refused by validation does not use up the key: the corrected retry creates one row', async () => {
    expectErrorBody(await createCategory(dairyAdmin, '', 'invalid-body-01'), 422);
    const fixed = await createCategory(dairyAdmin, 'Теперь верно', 'invalid-body-01');
    expect(fixed.statusCode).toBeLessThan(300);
    const replay = await createCategory(dairyAdmin, 'Теперь верно', 'invalid-body-01');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await categoriesNamed('Теперь верно')).toBe('1');
  });

  it('the same key with another body is a 422 that creates nothing and replays nothing', async () => {
    const first = await createCategory(dairyAdmin, 'Первое тело', 'other-body-0001');
    expect(first.statusCode).toBeLessThan(300);
    const other = await createCategory(dairyAdmin, 'Другое тело', 'other-body-0001');
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(expectErrorBody(other, 422).detail).toBe(
      'Этот Idempotency-Key уже использован с другими данными: для нового запроса нужен новый ключ',
    );
    expect(await categoriesNamed('Другое тело')).toBe('0');
    expect(await categoriesNamed('Первое тело')).toBe('1');
    const same = await createCategory(dairyAdmin, 'Первое тело', 'other-body-0001');
    expect(same.headers['idempotent-replayed']).toBe('true');
  });
});
