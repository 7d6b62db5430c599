import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';

/**
 * The organization a new role belongs to: the one in the route, otherwise the remembered choice
 * (with the picker shown, since the route did not say).
 */
export function useRoleOrganization(fromRoute: string | undefined) {
  const active = useActiveOrganization('role_c');
  if (fromRoute) {
    const id = Number(fromRoute);
    const name = active.organizations.find((org) => org.id === id)?.name;
    return { id: Number.isInteger(id) && id > 0 ? id : undefined, name, picker: null };
  }
  return {
    id: active.organizationId ?? undefined,
    name: undefined,
    picker: <OrganizationPicker permission="role_c" />,
  };
}
