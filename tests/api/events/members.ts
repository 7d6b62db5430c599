import type { Permission } from '@contract/permissions';
import type { TestApp } from '../support/app';

/**
 * A new user with one role per organization holding exactly the given permissions (none: a member
 * who may read nothing), logging in with the demo password.
 */
export async function memberWith(
  t: TestApp,
  email: string,
  grants: { org: number; permissions: Permission[] }[],
) {
  const [user] = await t.database.query<{ id: number }>(
    `INSERT INTO users (email, name, password_hash, email_verified_at)
     SELECT $1, 'Тестовый сотрудник', password_hash, now() FROM users WHERE id = $2 RETURNING id`,
    [email, t.id('user:buyer')],
  );
  const roles: number[] = [];
  for (const grant of grants) {
    const [role] = await t.database.query<{ id: number }>(
      'INSERT INTO roles (organization_id, name) VALUES ($1, $2) RETURNING id',
      [grant.org, `Роль ${email}`],
    );
    for (const permission of grant.permissions) {
      await t.database.query(
        'INSERT INTO role_permissions (role_id, organization_id, permission) VALUES ($1, $2, $3)',
        [role.id, grant.org, permission],
      );
    }
    await t.database.query('INSERT INTO user_roles (user_id, organization_id, role_id) VALUES ($1, $2, $3)', [
      user.id,
      grant.org,
      role.id,
    ]);
    roles.push(Number(role.id));
  }
  return { id: Number(user.id), roles, token: await t.login(email) };
}
