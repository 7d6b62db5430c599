import { eq } from 'drizzle-orm';
import { SYSTEM_ROLES } from '../../../contract/permissions';
import type { Queryable } from '../../db/client';
import { organizations, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { claimEmailInvitations } from '../trade/partnerships-invite';

export interface NewOrganization {
  name: string;
  inn?: string | null;
  kpp?: string | null;
  ogrn?: string | null;
  module_client?: boolean;
  module_supplier?: boolean;
  module_inventory?: boolean;
  module_setting?: boolean;
  module_news?: boolean;
  time_zone?: string;
}

/** Creates an organization with its system roles and makes the owner its «Администратор». */
export async function createOrganization(db: Queryable, draft: NewOrganization, ownerUserId: number | null) {
  const [org] = await db
    .insert(organizations)
    .values({
      name: draft.name,
      inn: draft.inn ?? null,
      kpp: draft.kpp ?? null,
      ogrn: draft.ogrn ?? null,
      moduleClient: draft.module_client ?? true,
      moduleSupplier: draft.module_supplier ?? false,
      moduleInventory: draft.module_inventory ?? false,
      moduleSetting: draft.module_setting ?? true,
      moduleNews: draft.module_news ?? true,
      timeZone: draft.time_zone ?? 'Europe/Moscow',
      createdBy: ownerUserId,
    })
    .returning();
  const roleIds = await createSystemRoles(db, org.id);
  if (ownerUserId) {
    await db.insert(userRoles).values({ userId: ownerUserId, organizationId: org.id, roleId: roleIds.admin });
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerUserId));
    if (owner) await claimEmailInvitations(db, org, owner.email);
  }
  return { organization: org, roleIds };
}

export async function createSystemRoles(db: Queryable, organizationId: number) {
  const ids = {} as Record<(typeof SYSTEM_ROLES)[number]['key'], number>;
  for (const def of SYSTEM_ROLES) {
    const [role] = await db
      .insert(roles)
      .values({ organizationId, name: def.name, isSystem: true, systemKey: def.key })
      .returning({ id: roles.id });
    ids[def.key] = role.id;
    await db
      .insert(rolePermissions)
      .values(def.permissions.map((permission) => ({ organizationId, roleId: role.id, permission })));
  }
  return ids;
}
