import { SYSTEM_ROLES } from '../../contract/permissions';
import type { Database } from './client';

/** What contract/permissions.ts declares, as the parameters of every statement below. */
const declared = () => [
  SYSTEM_ROLES.flatMap((role) => role.permissions.map(() => role.key)),
  SYSTEM_ROLES.flatMap((role) => [...role.permissions]),
  SYSTEM_ROLES.map((role) => role.key),
  SYSTEM_ROLES.map((role) => role.name),
];

const WITH = `WITH grants AS (SELECT * FROM unnest($1::text[], $2::text[]) g (system_key, permission)),
  system_roles AS (SELECT * FROM unnest($3::text[], $4::text[]) s (system_key, name)),
  missing_roles AS (
    SELECT o.id AS organization_id, s.system_key, s.name FROM organizations o CROSS JOIN system_roles s
     WHERE NOT EXISTS (SELECT 1 FROM roles r WHERE r.organization_id = o.id AND r.system_key = s.system_key)),
  missing_grants AS (
    SELECT r.organization_id, r.id AS role_id, g.permission
      FROM roles r JOIN grants g ON g.system_key = r.system_key
     WHERE r.is_system
       AND NOT EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.role_id = r.id AND rp.permission = g.permission)),
  extra_grants AS (
    SELECT rp.role_id, rp.permission
      FROM role_permissions rp JOIN roles r ON r.id = rp.role_id JOIN system_roles s ON s.system_key = r.system_key
     WHERE r.is_system
       AND NOT EXISTS (SELECT 1 FROM grants g WHERE g.system_key = r.system_key AND g.permission = rp.permission))`;

/**
 * Every organization's system roles hold exactly what contract/permissions.ts gives them: a role or
 * a permission added to SYSTEM_ROLES reaches the organizations created before it, one taken out of a
 * role leaves it. System roles cannot be edited, so nothing else writes their grants. When nothing
 * differs this is one read and no write (no users_changed notice on every start).
 */
export async function syncSystemRoles(
  session: Pick<Database, 'exec' | 'query'>,
  begin: string,
): Promise<number> {
  const params = declared();
  const [state] = await session.query<{ differs: boolean }>(
    `${WITH} SELECT EXISTS (SELECT 1 FROM missing_roles) OR EXISTS (SELECT 1 FROM missing_grants)
                    OR EXISTS (SELECT 1 FROM extra_grants) AS differs`,
    params,
  );
  if (!state?.differs) return 0;
  await session.exec(begin);
  // The roles first: the grants below then find them.
  await session.query(
    `${WITH} INSERT INTO roles (organization_id, name, is_system, system_key)
             SELECT organization_id, name, true, system_key FROM missing_roles`,
    params,
  );
  const added = await session.query(
    `${WITH} INSERT INTO role_permissions (organization_id, role_id, permission)
             SELECT organization_id, role_id, permission FROM missing_grants RETURNING 1`,
    params,
  );
  const removed = await session.query(
    `${WITH} DELETE FROM role_permissions rp USING extra_grants e
              WHERE rp.role_id = e.role_id AND rp.permission = e.permission RETURNING 1`,
    params,
  );
  await session.exec('COMMIT');
  return added.length + removed.length;
}
