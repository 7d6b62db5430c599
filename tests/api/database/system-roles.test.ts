import { SYSTEM_ROLES } from '@contract/permissions';
import { migrate } from '@server/db/migrate';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { withTestApp } from '../support/with-test-app';

// anna: administrator of «Вкусный двор»
const { t, anna } = withTestApp(['anna']);

const annaMay = async (permission: string) =>
  (await anna({ method: 'GET', url: '/v1/users/me' })).json().access[permission] === true;

/** Which roles of the client organization hold the permission, by system key or name. */
const holders = async (permission: string) =>
  (
    await t.database.query<{ role: string }>(
      `SELECT coalesce(r.system_key, r.name) AS role FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
        WHERE rp.permission = $1 AND r.organization_id = $2 ORDER BY 1`,
      [permission, t.id('org:client')],
    )
  ).map((r) => r.role);

const organizations = async () =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations'))[0].n;

describe('system roles follow contract/permissions.ts at every migrate', () => {
  it('a permission added after organizations were created reaches their system roles', async () => {
    // The database as before post_c existed: no such permission and no grant of it anywhere.
    await t.database.query(`DELETE FROM permissions WHERE name = 'post_c'`);
    expect(await eventually(async () => !(await annaMay('post_c')))).toBe(true);

    await migrate(t.database);

    expect(await eventually(() => annaMay('post_c'))).toBe(true);
    expect(await holders('post_c')).toEqual(['admin', 'sales']);
    const [granted] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
        WHERE rp.permission = 'post_c' AND r.system_key = 'admin'`,
    );
    expect(granted.n).toBe(await organizations());
  });

  it('a system role added later reaches existing organizations with its permissions', async () => {
    await t.database.query(`DELETE FROM roles WHERE system_key = 'storekeeper' AND organization_id = $1`, [
      t.id('org:client'),
    ]);
    expect(await holders('write_off_c')).not.toContain('storekeeper');

    await migrate(t.database);

    const storekeeper = SYSTEM_ROLES.find((r) => r.key === 'storekeeper');
    const [role] = await t.database.query<{ name: string; permissions: string[] }>(
      `SELECT r.name, array_agg(rp.permission ORDER BY rp.permission) AS permissions
         FROM roles r JOIN role_permissions rp ON rp.role_id = r.id
        WHERE r.organization_id = $1 AND r.system_key = 'storekeeper' AND r.is_system GROUP BY r.name`,
      [t.id('org:client')],
    );
    expect(role).toEqual({ name: 'Кладовщик', permissions: [...(storekeeper?.permissions ?? [])].sort() });
  });

  it('a grant taken out of a system role leaves it; a custom role keeps its own', async () => {
    const buyer = await t.database.query<{ id: number }>(
      `SELECT id FROM roles WHERE organization_id = $1 AND system_key = 'buyer'`,
      [t.id('org:client')],
    );
    await t.database.query(
      `INSERT INTO role_permissions (organization_id, role_id, permission) VALUES ($1, $2, 'post_u'), ($1, $3, 'post_u')`,
      [t.id('org:client'), buyer[0].id, t.id('role:chef')],
    );
    expect(await holders('post_u')).toEqual(['admin', 'buyer', 'sales', 'Шеф-повар']);

    await migrate(t.database);

    expect(await holders('post_u')).toEqual(['admin', 'sales', 'Шеф-повар']);
  });

  it('writes nothing when the roles are up to date', async () => {
    const snapshot = () =>
      t.database.query(
        'SELECT role_id, permission, xmin::text AS version FROM role_permissions ORDER BY 1, 2',
      );
    const before = await snapshot();
    await migrate(t.database);
    expect(await snapshot()).toEqual(before);
  });
});
