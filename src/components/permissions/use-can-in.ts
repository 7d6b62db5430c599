import type { Permission } from '@contract/permissions';
import { holdsIn } from '@/components/organization-picker/organizations-with';
import { useMe } from '@/providers/auth-provider';

/** Whether the user holds the permission in the given organization (the server checks again). */
export function useCanIn(organizationId: number | null, permission: Permission) {
  const { data: me } = useMe();
  const org = me?.organizations.find((o) => o.id === organizationId);
  return Boolean(me && org && holdsIn(org, permission, me));
}
