import { PERMISSION_NAMES, PERMISSIONS } from '@contract/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { rowCount } from './count';

const { t, anna, igor, dmitry } = withTestApp(['anna', 'igor', 'dmitry']);
let client: number;
let dairy: number;
const roleIdByName = async (orgId: number, name: string) => {
  const rows = await t.database.query<{ id: string }>(
    'SELECT id::text FROM roles WHERE organization_id = $1 AND name = $2',
    [orgId, name],
  );
  return Number(rows[0].id);
};
const count = (from: string, params?: unknown[]) => rowCount(t, from, params);

beforeAll(() => {
  client = t.id('org:client');
  dairy = t.id('org:dairy');
});

describe('GET /v1/roles/permissions_list/', () => {
  it('lists every permission with its Russian label and group, and the group labels', async () => {
    const res = await igor({ method: 'GET', url: '/v1/roles/permissions_list/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((p: { name: string }) => p.name)).toEqual(PERMISSION_NAMES);
    expect(body.items[0]).toEqual({
      name: 'organization_r',
      label: PERMISSIONS.organization_r.label,
      group: 'organizations',
    });
    expect(body.groups).toContainEqual({ key: 'access', label: 'Роли и пользователи' });
  });

  it('needs a login', async () => {
    expectErrorBody(await t.as(null)({ method: 'GET', url: '/v1/roles/permissions_list' }), 401);
  });
});

describe('GET /v1/roles', () => {
  it('lists the system roles first, then the custom ones, with permissions and users count', async () => {
    const res = await anna({ method: 'GET', url: `/v1/roles?organization_id=${client}` });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(5);
    expect(items.filter((r: { is_system: boolean }) => r.is_system)).toHaveLength(4);
    const admin = items.find((r: { name: string }) => r.name === 'Администратор');
    expect(admin).toMatchObject({ is_system: true, users_count: 1, organization_name: 'ООО «Вкусный двор»' });
    expect(admin.permissions).toEqual(PERMISSION_NAMES);
    expect(items.at(-1)).toMatchObject({
      name: 'Шеф-повар',
      is_system: false,
      users_count: 0,
      permissions: [
        'order_client_r',
        'order_client_c',
        'stocktaking_docs_client_r',
        'write_off_r',
        'write_off_c',
      ],
    });
  });

  it('answers 403 without role_r, 404 for another organization, 422 without organization_id', async () => {
    expectErrorBody(await igor({ method: 'GET', url: `/v1/roles?organization_id=${client}` }), 403);
    expectErrorBody(await dmitry({ method: 'GET', url: `/v1/roles?organization_id=${client}` }), 404);
    const body = expectErrorBody(await anna({ method: 'GET', url: '/v1/roles' }), 422);
    expect(body.fields).toHaveProperty('organization_id');
  });
});

describe('GET /v1/roles/{id}', () => {
  it('opens a custom role', async () => {
    const chef = await roleIdByName(client, 'Шеф-повар');
    const res = await anna({ method: 'GET', url: `/v1/roles/${chef}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: chef, name: 'Шеф-повар', organization_id: client });
  });

  // Issue 42, item 17: a system role is read (the UI offers no link to it), never changed.
  it('opens a system role read-only: 200 with is_system, and a change is still refused', async () => {
    const admin = await roleIdByName(client, 'Администратор');
    const res = await anna({ method: 'GET', url: `/v1/roles/${admin}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: admin, name: 'Администратор', is_system: true });
    expect(res.json().permissions).toContain('role_u');
    const change = await anna({
      method: 'PUT',
      url: `/v1/roles?role_id=${admin}`,
      payload: { name: 'Главный', permissions: ['role_r'] },
    });
    expect(change.statusCode).toBe(409);
    expect((await anna({ method: 'GET', url: `/v1/roles/${admin}` })).json()).toEqual(res.json());
  });

  it('hides foreign and unknown roles (404), refuses members without role_r (403)', async () => {
    const foreign = await roleIdByName(dairy, 'Администратор');
    expectErrorBody(await anna({ method: 'GET', url: `/v1/roles/${foreign}` }), 404);
    expectErrorBody(await anna({ method: 'GET', url: '/v1/roles/999999' }), 404);
    expectErrorBody(await anna({ method: 'GET', url: '/v1/roles/abc' }), 422);
    const chef = await roleIdByName(client, 'Шеф-повар');
    expectErrorBody(await igor({ method: 'GET', url: `/v1/roles/${chef}` }), 403);
    expectErrorBody(await dmitry({ method: 'GET', url: `/v1/roles/${chef}` }), 404);
  });
});

describe('POST /v1/roles/', () => {
  it('creates a role with its permissions', async () => {
    const res = await anna({
      method: 'POST',
      url: '/v1/roles/',
      payload: { organization_id: client, name: 'Бармен', permissions: ['write_off_r', 'order_client_r'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Бармен', is_system: false, users_count: 0 });
    expect(res.json().permissions).toEqual(['order_client_r', 'write_off_r']);
  });

  it.each([
    [
      'an unknown permission',
      { name: 'Повар', permissions: ['order_client_r', 'fly_r'] },
      'permissions',
      /fly_r/,
    ],
    ['no name', { permissions: ['order_client_r'] }, 'name', /Название роли/],
    ['a blank name', { name: '   ', permissions: [] }, 'name', /заполните/],
    ['no permissions list', { name: 'Повар' }, 'permissions', /./],
  ])('refuses %s with 422 and a Russian field message, creating nothing', async (_, body, field, message) => {
    const before = await count('roles');
    const res = await anna({
      method: 'POST',
      url: '/v1/roles/',
      payload: { organization_id: client, ...body },
    });
    const error = expectErrorBody(res, 422);
    expect(error.fields?.[field]).toMatch(message);
    expect(await count('roles')).toBe(before);
  });

  it('refuses a duplicate name with 409', async () => {
    const res = await anna({
      method: 'POST',
      url: '/v1/roles/',
      payload: { organization_id: client, name: 'шеф-повар', permissions: [] },
    });
    expect(expectErrorBody(res, 409).detail).toMatch(/уже есть/);
  });

  it('answers 403 without role_c and 404 in another organization, creating nothing', async () => {
    const before = await count('roles');
    const payload = { organization_id: client, name: 'Чужая', permissions: [] };
    expectErrorBody(await igor({ method: 'POST', url: '/v1/roles/', payload }), 403);
    expectErrorBody(await dmitry({ method: 'POST', url: '/v1/roles/', payload }), 404);
    expect(await count('roles')).toBe(before);
  });
});

describe('PUT /v1/roles?role_id', () => {
  it('renames a role and replaces its permissions', async () => {
    const id = await roleIdByName(client, 'Бармен');
    const res = await anna({
      method: 'PUT',
      url: `/v1/roles?role_id=${id}`,
      payload: { name: 'Старший бармен', permissions: ['expense_docs_r'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Старший бармен', permissions: ['expense_docs_r'] });
  });

  it('refuses to change a system role with 409', async () => {
    const admin = await roleIdByName(client, 'Администратор');
    const res = await anna({
      method: 'PUT',
      url: `/v1/roles?role_id=${admin}`,
      payload: { name: 'Босс', permissions: [] },
    });
    expect(expectErrorBody(res, 409).detail).toBe('Системную роль нельзя изменить');
    expect(await count('role_permissions WHERE role_id = $1', [admin])).toBe(PERMISSION_NAMES.length);
  });

  it('refuses unknown permissions, foreign roles and members without role_u, changing nothing', async () => {
    const id = await roleIdByName(client, 'Старший бармен');
    const payload = { name: 'Другое', permissions: ['nope'] };
    expect(
      expectErrorBody(await anna({ method: 'PUT', url: `/v1/roles?role_id=${id}`, payload }), 422).fields,
    ).toHaveProperty('permissions');
    const valid = { name: 'Другое', permissions: [] };
    expectErrorBody(await igor({ method: 'PUT', url: `/v1/roles?role_id=${id}`, payload: valid }), 403);
    expectErrorBody(await dmitry({ method: 'PUT', url: `/v1/roles?role_id=${id}`, payload: valid }), 404);
    expect(await count('roles WHERE id = $1 AND name = $2', [id, 'Старший бармен'])).toBe(1);
    expect(await count('role_permissions WHERE role_id = $1', [id])).toBe(1);
  });
});

describe('DELETE /v1/roles/{id}?organization_id', () => {
  it('refuses a system role and a role still assigned, saying to how many users', async () => {
    const admin = await roleIdByName(client, 'Администратор');
    expect(
      expectErrorBody(
        await anna({ method: 'DELETE', url: `/v1/roles/${admin}?organization_id=${client}` }),
        409,
      ).detail,
    ).toBe('Системную роль нельзя удалить');
    const chef = await roleIdByName(client, 'Шеф-повар');
    await t.database.query('INSERT INTO user_roles (user_id, organization_id, role_id) VALUES ($1, $2, $3)', [
      t.id('user:storekeeper'),
      client,
      chef,
    ]);
    const body = expectErrorBody(
      await anna({ method: 'DELETE', url: `/v1/roles/${chef}?organization_id=${client}` }),
      409,
    );
    expect(body.detail).toBe('Роль «Шеф-повар» назначена 1 пользователю — сначала снимите её с них');
    expect(await count('roles WHERE id = $1', [chef])).toBe(1);
  });

  it('hides foreign roles (404) and refuses members without role_u (403)', async () => {
    const id = await roleIdByName(client, 'Старший бармен');
    const foreign = await roleIdByName(dairy, 'Менеджер по продажам');
    expectErrorBody(
      await anna({ method: 'DELETE', url: `/v1/roles/${foreign}?organization_id=${client}` }),
      404,
    );
    expectErrorBody(
      await anna({ method: 'DELETE', url: `/v1/roles/${foreign}?organization_id=${dairy}` }),
      404,
    );
    expectErrorBody(await igor({ method: 'DELETE', url: `/v1/roles/${id}?organization_id=${client}` }), 403);
    expectErrorBody(
      await dmitry({ method: 'DELETE', url: `/v1/roles/${id}?organization_id=${client}` }),
      404,
    );
    expectErrorBody(await anna({ method: 'DELETE', url: `/v1/roles/${id}` }), 422);
    expect(await count('roles WHERE id = $1', [id])).toBe(1);
    expect(await count('roles WHERE id = $1', [foreign])).toBe(1);
  });

  it('deletes an unassigned custom role with its permissions', async () => {
    const id = await roleIdByName(client, 'Старший бармен');
    const res = await anna({ method: 'DELETE', url: `/v1/roles/${id}?organization_id=${client}` });
    expect(res.statusCode).toBe(200);
    expect(await count('roles WHERE id = $1', [id])).toBe(0);
    expect(await count('role_permissions WHERE role_id = $1', [id])).toBe(0);
  });
});

describe('GET /v1/roles/roles_bulk', () => {
  it('answers the roles of the asked organizations where the user holds role_r only', async () => {
    const veg = t.id('org:veg');
    await t.database.query('INSERT INTO user_roles (user_id, organization_id, role_id) VALUES ($1, $2, $3)', [
      t.id('user:client_admin'),
      veg,
      await roleIdByName(veg, 'Закупщик'),
    ]);
    const res = await anna({
      method: 'GET',
      url: `/v1/roles/roles_bulk?organization_ids=${client},${dairy},${veg}`,
    });
    expect(res.statusCode).toBe(200);
    const orgs = new Set(res.json().items.map((r: { organization_id: number }) => r.organization_id));
    expect([...orgs]).toEqual([client]);
    const all = await dmitry({ method: 'GET', url: '/v1/roles/roles_bulk' });
    expect(new Set(all.json().items.map((r: { organization_id: number }) => r.organization_id))).toEqual(
      new Set([dairy]),
    );
    expectErrorBody(await anna({ method: 'GET', url: '/v1/roles/roles_bulk?organization_ids=x' }), 422);
  });
});
