import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, anna, igor, olga, dmitry } = withTestApp(['anna', 'igor', 'olga', 'dmitry']);
let client: number;
const roleId = async (orgKey: string, name: string) =>
  Number(
    (
      await t.database.query<{ id: string }>(
        'SELECT id::text FROM roles WHERE organization_id = $1 AND name = $2',
        [t.id(orgKey), name],
      )
    )[0].id,
  );
const rolesOf = async (userKey: string) =>
  (
    await t.database.query<{ name: string }>(
      'SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 AND ur.organization_id = $2 ORDER BY r.name',
      [t.id(`user:${userKey}`), client],
    )
  ).map((r) => r.name);
const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((u) => u.name);

beforeAll(() => {
  client = t.id('org:client');
});

describe('GET /v1/user_roles/ (users of an organization)', () => {
  it('lists the users with e-mail, last login and role chips, sorted by name', async () => {
    const res = await anna({ method: 'GET', url: `/v1/user_roles/?organization_id=${client}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(names(res)).toEqual(['Анна Смирнова', 'Игорь Петров', 'Ольга Кузнецова']);
    expect(res.json().items[0]).toMatchObject({
      email: 'anna@vkusdvor.demo',
      roles: [{ name: 'Администратор', is_system: true }],
    });
    expect(res.json().items[0].last_login_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('searches by name or e-mail, sorts by e-mail and pages', async () => {
    const byName = await anna({
      method: 'GET',
      url: `/v1/user_roles/?organization_id=${client}&search=${encodeURIComponent('ольга')}`,
    });
    expect(names(byName)).toEqual(['Ольга Кузнецова']);
    const byEmail = await anna({
      method: 'GET',
      url: `/v1/user_roles/?organization_id=${client}&search=IGOR@`,
    });
    expect(names(byEmail)).toEqual(['Игорь Петров']);
    const wildcard = await anna({
      method: 'GET',
      url: `/v1/user_roles/?organization_id=${client}&search=%25`,
    });
    expect(wildcard.json().total).toBe(0);
    const page = await anna({
      method: 'GET',
      url: `/v1/user_roles/?organization_id=${client}&order_field=email&order_by=desc&limit=1&offset=1`,
    });
    expect(page.json()).toMatchObject({ total: 3, items: [{ email: 'igor@vkusdvor.demo' }] });
    const bad = expectErrorBody(
      await anna({
        method: 'GET',
        url: `/v1/user_roles/?organization_id=${client}&order_field=last_login_at`,
      }),
      422,
    );
    expect(bad.fields).toHaveProperty('order_field');
  });

  it('answers one user with user_id; a user may read themselves without user_r', async () => {
    const one = await anna({
      method: 'GET',
      url: `/v1/user_roles/?organization_id=${client}&user_id=${t.id('user:buyer')}`,
    });
    expect(one.json()).toMatchObject({
      total: 1,
      items: [{ name: 'Игорь Петров', roles: [{ name: 'Закупщик' }] }],
    });
    const self = await igor({
      method: 'GET',
      url: `/v1/user_roles/?organization_id=${client}&user_id=${t.id('user:buyer')}`,
    });
    expect(self.statusCode).toBe(200);
  });

  it('answers 403 without user_r, 404 for another organization or a non-member', async () => {
    expectErrorBody(await igor({ method: 'GET', url: `/v1/user_roles/?organization_id=${client}` }), 403);
    expectErrorBody(await dmitry({ method: 'GET', url: `/v1/user_roles/?organization_id=${client}` }), 404);
    expectErrorBody(
      await anna({
        method: 'GET',
        url: `/v1/user_roles/?organization_id=${client}&user_id=${t.id('user:dairy_admin')}`,
      }),
      404,
    );
  });
});

describe('user_access_controls', () => {
  const url = (userKey: string) =>
    `/v1/roles/user_access_controls?organization_id=${client}&user_id=${t.id(`user:${userKey}`)}`;

  it('answers the merged access map of a user in the organization', async () => {
    const res = await anna({ method: 'GET', url: url('storekeeper') });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles.map((r: { name: string }) => r.name)).toEqual(['Кладовщик']);
    expect(res.json().access).toMatchObject({ write_off_r: true, order_client_r: false });
    expect((await olga({ method: 'GET', url: url('storekeeper') })).statusCode).toBe(200);
    expectErrorBody(await olga({ method: 'GET', url: url('buyer') }), 403);
    expectErrorBody(await dmitry({ method: 'GET', url: url('buyer') }), 404);
    expectErrorBody(await anna({ method: 'GET', url: url('dairy_admin') }), 404);
  });

  it('replaces the roles and the user sees the new map on their next request', async () => {
    const storekeeper = await roleId('org:client', 'Кладовщик');
    const chef = await roleId('org:client', 'Шеф-повар');
    const before = await olga({ method: 'GET', url: '/v1/users/me' });
    expect(before.json().access.order_client_c).toBe(false);
    const payload = {
      organization_id: client,
      user_id: t.id('user:storekeeper'),
      role_ids: [storekeeper, chef],
    };
    const res = await anna({ method: 'PUT', url: '/v1/roles/user_access_controls', payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().access.order_client_c).toBe(true);
    expect((await olga({ method: 'GET', url: '/v1/users/me' })).json().access.order_client_c).toBe(true);

    await anna({
      method: 'PUT',
      url: '/v1/roles/user_access_controls',
      payload: { ...payload, role_ids: [storekeeper] },
    });
    expect((await olga({ method: 'GET', url: '/v1/users/me' })).json().access.order_client_c).toBe(false);
    expect(await rolesOf('storekeeper')).toEqual(['Кладовщик']);
  });

  it('refuses a role of another organization or unknown role with 422, changing nothing', async () => {
    const foreign = await roleId('org:dairy', 'Администратор');
    for (const role_ids of [[foreign], [987654]]) {
      const res = await anna({
        method: 'PUT',
        url: '/v1/roles/user_access_controls',
        payload: { organization_id: client, user_id: t.id('user:storekeeper'), role_ids },
      });
      expect(expectErrorBody(res, 422).fields).toHaveProperty('role_ids');
    }
    const missing = await anna({
      method: 'PUT',
      url: '/v1/roles/user_access_controls',
      payload: { organization_id: client },
    });
    expect(Object.keys(expectErrorBody(missing, 422).fields ?? {})).toEqual(
      expect.arrayContaining(['user_id', 'role_ids']),
    );
    expect(await rolesOf('storekeeper')).toEqual(['Кладовщик']);
  });

  it('takes organization_id and user_id from the query as the GET does', async () => {
    const storekeeper = await roleId('org:client', 'Кладовщик');
    const chef = await roleId('org:client', 'Шеф-повар');
    const res = await anna({
      method: 'PUT',
      url: url('storekeeper'),
      payload: { role_ids: [storekeeper, chef] },
    });
    expect(res.statusCode).toBe(200);
    expect(await rolesOf('storekeeper')).toEqual(['Кладовщик', 'Шеф-повар']);
    const same = await anna({
      method: 'PUT',
      url: url('storekeeper'),
      payload: { organization_id: client, user_id: t.id('user:storekeeper'), role_ids: [storekeeper] },
    });
    expect(same.statusCode).toBe(200);
    expect(await rolesOf('storekeeper')).toEqual(['Кладовщик']);
  });

  it('refuses a query and a body that name different users with 422, changing nothing', async () => {
    const chef = await roleId('org:client', 'Шеф-повар');
    const res = await anna({
      method: 'PUT',
      url: url('storekeeper'),
      payload: { user_id: t.id('user:buyer'), role_ids: [chef] },
    });
    expect(expectErrorBody(res, 422).fields).toHaveProperty('user_id');
    expect(await rolesOf('storekeeper')).toEqual(['Кладовщик']);
    expect(await rolesOf('buyer')).toEqual(['Закупщик']);
  });

  it('refuses to remove the last administrator (409)', async () => {
    const buyer = await roleId('org:client', 'Закупщик');
    const res = await anna({
      method: 'PUT',
      url: '/v1/roles/user_access_controls',
      payload: { organization_id: client, user_id: t.id('user:client_admin'), role_ids: [buyer] },
    });
    expect(expectErrorBody(res, 409).detail).toMatch(/последнего администратора/);
    expect(await rolesOf('client_admin')).toEqual(['Администратор']);
  });

  it('answers 403 without user_u and 404 for another organization', async () => {
    const payload = { organization_id: client, user_id: t.id('user:buyer'), role_ids: [] };
    expectErrorBody(await igor({ method: 'PUT', url: '/v1/roles/user_access_controls', payload }), 403);
    expectErrorBody(await dmitry({ method: 'PUT', url: '/v1/roles/user_access_controls', payload }), 404);
    expect(await rolesOf('buyer')).toEqual(['Закупщик']);
  });
});

describe('POST and DELETE /v1/user_roles', () => {
  const url = (userKey: string, role: number) =>
    `/v1/user_roles?organization_id=${client}&user_id=${t.id(`user:${userKey}`)}&role_id=${role}`;

  it('adds a role and removes it again', async () => {
    const chef = await roleId('org:client', 'Шеф-повар');
    const added = await anna({ method: 'POST', url: url('buyer', chef) });
    expect(added.statusCode).toBe(200);
    expect(added.json().roles.map((r: { name: string }) => r.name)).toEqual(['Закупщик', 'Шеф-повар']);
    expect((await anna({ method: 'DELETE', url: url('buyer', chef) })).statusCode).toBe(200);
    expect(await rolesOf('buyer')).toEqual(['Закупщик']);
    expectErrorBody(await anna({ method: 'DELETE', url: url('buyer', chef) }), 404);
  });

  it('hides foreign roles and users (404), refuses without user_u (403), keeps the last admin (409)', async () => {
    const chef = await roleId('org:client', 'Шеф-повар');
    const foreign = await roleId('org:dairy', 'Администратор');
    expectErrorBody(await anna({ method: 'POST', url: url('buyer', foreign) }), 404);
    expectErrorBody(await anna({ method: 'POST', url: url('dairy_admin', chef) }), 404);
    expectErrorBody(await igor({ method: 'POST', url: url('buyer', chef) }), 403);
    expectErrorBody(await dmitry({ method: 'POST', url: url('buyer', chef) }), 404);
    const admin = await roleId('org:client', 'Администратор');
    expect(expectErrorBody(await anna({ method: 'DELETE', url: url('client_admin', admin) }), 409).code).toBe(
      'LAST_ADMIN',
    );
    expectErrorBody(await anna({ method: 'POST', url: `/v1/user_roles?organization_id=${client}` }), 422);
    expect(await rolesOf('buyer')).toEqual(['Закупщик']);
    expect(await rolesOf('client_admin')).toEqual(['Администратор']);
  });

  it('never lets a user hand out or take away rights beyond their own', async () => {
    const hr = await anna({
      method: 'POST',
      url: '/v1/roles/',
      payload: {
        organization_id: client,
        name: 'Кадровик',
        permissions: ['role_r', 'role_c', 'user_r', 'user_u'],
      },
    });
    await anna({ method: 'POST', url: url('buyer', hr.json().id) });
    const admin = await roleId('org:client', 'Администратор');
    const grab = expectErrorBody(await igor({ method: 'POST', url: url('buyer', admin) }), 403);
    expect(grab.detail).toMatch(/Нельзя выдать права/);
    expectErrorBody(await igor({ method: 'DELETE', url: url('client_admin', admin) }), 403);
    const role = await igor({
      method: 'POST',
      url: '/v1/roles/',
      payload: { organization_id: client, name: 'Сверх', permissions: ['write_off_u'] },
    });
    expect(expectErrorBody(role, 403).detail).toMatch(/«Изменение и проведение списаний»/);
    expect(await rolesOf('buyer')).toEqual(['Закупщик', 'Кадровик']);
    expect(await rolesOf('client_admin')).toEqual(['Администратор']);
  });
});

describe('two administrators removed at once', () => {
  it('gives one success and one refusal, leaving one administrator', async () => {
    const dairy = t.id('org:dairy');
    const admin = await roleId('org:dairy', 'Администратор');
    const url = (userKey: string) =>
      `/v1/user_roles?organization_id=${dairy}&user_id=${t.id(`user:${userKey}`)}&role_id=${admin}`;
    expect((await dmitry({ method: 'POST', url: url('dairy_sales') })).statusCode).toBe(200);
    const elena = t.as(await t.login('elena@zorka.demo'));
    const results = await Promise.all([
      dmitry({ method: 'DELETE', url: url('dairy_sales') }),
      elena({ method: 'DELETE', url: url('dairy_admin') }),
    ]);
    // The loser is refused with 409 (no administrator would remain) or, when the winner already
    // took its administrator role away before its request was authorized, with 403.
    const [ok, refused] = results.map((r) => r.statusCode).sort();
    expect(ok).toBe(200);
    expect([403, 409]).toContain(refused);
    const [{ n }] = await t.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM user_roles WHERE role_id = $1',
      [admin],
    );
    expect(Number(n)).toBe(1);
  });
});
