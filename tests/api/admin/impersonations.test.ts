import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('an impersonated change', () => {
  it('is attributed to the user and to the admin, and listed under the impersonation', async () => {
    const admin = await t.login('admin@zakupki.demo');
    const reason = 'Клиент просит помочь настроить роли';
    const started = await t.as(admin)({
      method: 'GET',
      url: `/api_a/users/login_as/${t.id('user:client_admin')}?reason=${encodeURIComponent(reason)}`,
    });
    expect(started.statusCode).toBe(200);
    const { access_token: asAnna, impersonation_id: impersonationId } = started.json();

    const created = await t.as(asAnna)({
      method: 'POST',
      url: '/v1/roles/',
      payload: { organization_id: t.id('org:client'), name: 'Бариста', permissions: ['order_client_r'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const roleId = created.json().id as number;
    expect((await t.as(asAnna)({ method: 'POST', url: '/v1/users/logout' })).statusCode).toBe(200);

    const [row] = await t.database.query<{ user_id: number; real_user_id: number; impersonation_id: number }>(
      "SELECT user_id::int, real_user_id::int, impersonation_id::int FROM audit_log WHERE action = 'role_create' AND entity_id = $1",
      [String(roleId)],
    );
    expect(row).toEqual({
      user_id: t.id('user:client_admin'),
      real_user_id: t.id('user:admin'),
      impersonation_id: impersonationId,
    });

    const journal = await t.as(admin)({ method: 'GET', url: '/api_a/impersonations' });
    expect(journal.statusCode).toBe(200);
    const [latest] = journal.json().items;
    expect(latest).toMatchObject({
      id: impersonationId,
      admin: { id: t.id('user:admin'), email: 'admin@zakupki.demo' },
      user: { id: t.id('user:client_admin'), email: 'anna@vkusdvor.demo' },
      reason,
      actions_count: 1,
    });
    expect(latest.ended_at).not.toBeNull();

    const actions = await t.as(admin)({
      method: 'GET',
      url: `/api_a/impersonations/${impersonationId}/actions`,
    });
    expect(actions.statusCode).toBe(200);
    const roleAction = actions.json().items.find((a: { action: string }) => a.action === 'role_create');
    expect(roleAction).toMatchObject({
      entity: 'role',
      entity_id: String(roleId),
      organization_id: t.id('org:client'),
      user: { id: t.id('user:client_admin'), name: 'Анна Смирнова' },
      real_user: { id: t.id('user:admin'), name: 'Алексей Администраторов' },
    });
  });

  it('filters the journal by user and answers 404 for an unknown impersonation', async () => {
    const admin = await t.login('admin@zakupki.demo');
    const byBuyer = await t.as(admin)({
      method: 'GET',
      url: `/api_a/impersonations?user_id=${t.id('user:buyer')}`,
    });
    expect(byBuyer.json()).toEqual({ items: [], total: 0 });
    expectErrorBody(await t.as(admin)({ method: 'GET', url: '/api_a/impersonations/999999/actions' }), 404);
    expectErrorBody(
      await t.as(admin)({ method: 'GET', url: '/api_a/impersonations?order_field=reason' }),
      422,
    );
  });
});

describe('an admin’s logout', () => {
  it('ends the «войти как» tokens he issued', async () => {
    const admin = await t.login('admin@zakupki.demo');
    const started = await t.as(admin)({
      method: 'GET',
      url: `/api_a/users/login_as/${t.id('user:client_admin')}?reason=${encodeURIComponent('Проверка заказа')}`,
    });
    expect(started.statusCode).toBe(200);
    const asAnna = started.json().access_token as string;
    expect((await t.as(asAnna)({ method: 'GET', url: '/v1/users/me' })).statusCode).toBe(200);

    expect((await t.as(admin)({ method: 'POST', url: '/v1/users/logout' })).statusCode).toBe(200);

    expectErrorBody(await t.as(asAnna)({ method: 'GET', url: '/v1/users/me' }), 401);
    const journal = await t.as(await t.login('admin@zakupki.demo'))({
      method: 'GET',
      url: `/api_a/impersonations?admin_id=${t.id('user:admin')}`,
    });
    expect(journal.json().items.every((i: { ended_at: string | null }) => i.ended_at !== null)).toBe(true);
  });
});
