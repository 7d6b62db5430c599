import { eq } from 'drizzle-orm';
import { DEFAULT_MODULES, MODULE_KEYS, type ModulesSetting } from '../../../contract/modules';
import type { Me } from '../../../contract/users';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import type { CurrentUser } from '../../plugins/auth';
import { accessMapOf, loadOrganizationsOf } from './memberships';

/** The current user as the SPA needs it: organizations with roles, merged access map, modules. */
export async function buildMe(db: Queryable, current: CurrentUser): Promise<Me> {
  const [user] = await db.select().from(users).where(eq(users.id, current.id));
  if (!user) throw notFound('Пользователь не найден');
  const orgs = await loadOrganizationsOf(db, user.id);
  const modules: ModulesSetting = { ...DEFAULT_MODULES };
  for (const org of orgs) for (const key of MODULE_KEYS) modules[key] ||= org.modules[key];
  let impersonatedBy: Me['impersonated_by'] = null;
  if (current.impersonation) {
    const [admin] = await db.select().from(users).where(eq(users.id, current.impersonation.adminId));
    impersonatedBy = { id: current.impersonation.adminId, name: admin?.name ?? '' };
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    email_verified: user.emailVerifiedAt !== null,
    is_back_office: user.isBackOffice,
    is_org_admin: orgs.some((o) => o.is_admin),
    impersonated_by: impersonatedBy,
    organizations: orgs,
    access: accessMapOf(current.memberships),
    settings: Object.assign(
      { start_intro_client: true, start_intro_supplier: true, short_path_menu: false },
      user.settings,
    ),
    modules,
  };
}
