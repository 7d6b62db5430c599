import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { clientAnswers, registerClient } from './helpers';

const { t, dairy } = withTestApp({ dairy: 'dmitry' });

const supplierUrl = (path: string) =>
  `/v1/supplier/partnerships${path}${path.includes('?') ? '&' : '?'}organization_id=${t.id('org:dairy')}`;
const invite = async (item: string) =>
  (
    await dairy({
      method: 'POST',
      url: supplierUrl('/invite_bulk'),
      payload: { items: [item] },
    })
  ).json().items[0] as { status: string; detail: string; partnership_id: number | null };
const statusOf = async (partnershipId: number) =>
  (await dairy({ method: 'GET', url: supplierUrl(`/${partnershipId}`) })).json().status as string;
/** A client registered and invited by the supplier, whose invitation it declines. */
async function declinedInvitation(email: string, name: string, inn: string) {
  const client = await registerClient(t, email, name, inn);
  const { partnership_id: id } = await invite(email);
  if (!id) throw new Error('no partnership');
  await clientAnswers(t, client, id, 'declined');
  return { client, id };
}
const verify = (email: string) =>
  t.database.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);

describe('a client’s sales points', () => {
  it('stay closed to the supplier until the client accepts, and after it declines', async () => {
    const client = await registerClient(t, 'owner@cafe-tishina.ru', 'Кафе «Тишина»', '7708123450');
    const { partnership_id: id } = await invite('owner@cafe-tishina.ru');
    if (!id) throw new Error('no partnership');

    const early = expectErrorBody(
      await dairy({ method: 'GET', url: supplierUrl(`/${id}/sales_points`) }),
      409,
    );
    expect(early.detail).toMatch(/только в действующем партнёрстве/);
    const pick = await dairy({
      method: 'PUT',
      url: supplierUrl(`/${id}`),
      payload: { sales_point_ids: [1] },
    });
    expectErrorBody(pick, 409);

    const declined = await clientAnswers(t, client, id, 'declined');
    expect(declined.json().status).toBe('declined');
    expectErrorBody(await dairy({ method: 'GET', url: supplierUrl(`/${id}/sales_points`) }), 409);
  });
});

describe('a declined invitation', () => {
  it('is not renewed by the supplier for 30 days; the client may renew it at once', async () => {
    const { client, id } = await declinedInvitation('chef@cafe-ogon.ru', 'Кафе «Огонь»', '7708987651');

    const again = await invite('chef@cafe-ogon.ru');
    const from = new Date(Date.now() + 30 * 24 * 3600 * 1000).toLocaleDateString('ru-RU', {
      timeZone: 'Europe/Moscow',
    });
    expect(again).toMatchObject({ status: 'error', partnership_id: null });
    expect(again.detail).toContain(`Пригласить снова можно с ${from}`);
    expect(await statusOf(id)).toBe('declined');

    // The client's own invitation renews it at once, for the supplier to answer.
    const byClient = await t.as(client.token)({
      method: 'POST',
      url: `/v1/client/partnerships/invite_bulk?organization_id=${client.organizationId}`,
      payload: { items: ['dmitry@zorka.demo'] },
    });
    expect(byClient.json().items[0]).toMatchObject({ status: 'invited', partnership_id: id });
    expect(await statusOf(id)).toBe('invited');
  });

  it('may be renewed by the supplier once 30 days have passed', async () => {
    const { id } = await declinedInvitation('chef@cafe-voda.ru', 'Кафе «Вода»', '5002233440');
    await t.database.query("UPDATE partnerships SET declined_at = now() - interval '31 days' WHERE id = $1", [
      id,
    ]);
    expect(await invite('chef@cafe-voda.ru')).toMatchObject({ status: 'invited', partnership_id: id });
    expect(await statusOf(id)).toBe('invited');
  });
});

describe('an invitation by INN', () => {
  it('reaches only a verified organization', async () => {
    await registerClient(t, 'squatter@example.ru', 'Кафе «Чужой ИНН»', '6164019996');
    const unverified = await invite('6164019996');
    expect(unverified.status).toBe('error');
    expect(unverified.detail).toMatch(/Подтверждённая организация-клиент с ИНН 6164019996 не найдена/);

    await verify('squatter@example.ru');
    expect((await invite('6164019996')).status).toBe('invited');
  });

  it('never picks one of several branches', async () => {
    const head = await registerClient(t, 'owner@set-obed.ru', 'Сеть «Обед»', '7712345671');
    await verify('owner@set-obed.ru');
    const owner = await t.login('owner@set-obed.ru', 'secret-pass-123');
    const org = (path: string, method: 'PUT' | 'POST', payload: object) =>
      t.as(owner)({ method, url: `/v1/organizations${path}`, payload });
    expect((await org(`/${head.organizationId}`, 'PUT', { kpp: '771201001' })).statusCode).toBe(200);
    const branch = await org('/', 'POST', {
      name: 'Сеть «Обед», филиал',
      inn: '7712345671',
      kpp: '772901001',
    });
    expect(branch.statusCode, branch.body).toBe(201);

    const res = await invite('7712345671');
    expect(res).toMatchObject({ status: 'error', partnership_id: null });
    expect(res.detail).toMatch(/несколько организаций/);
  });
});
