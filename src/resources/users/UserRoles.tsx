import type { OrganizationUser, Role } from '@contract/roles';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useCustom } from '@refinedev/core';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationRolesEditor } from './OrganizationRolesEditor';

interface Group {
  id: number;
  name: string;
  roles: Role[];
}

/** Roles of one user in every organization the current user manages, the route's one first. */
function groupsOf(roles: Role[], firstId?: number): Group[] {
  const map = new Map<number, Group>();
  for (const role of roles) {
    const group = map.get(role.organization_id) ?? {
      id: role.organization_id,
      name: role.organization_name,
      roles: [],
    };
    group.roles.push(role);
    map.set(role.organization_id, group);
  }
  return [...map.values()].sort((a, b) => Number(b.id === firstId) - Number(a.id === firstId));
}

export default function UserRoles() {
  const params = useParams<{ organizationId?: string; id?: string }>();
  const userId = Number(params.id);
  const organizationId = params.organizationId ? Number(params.organizationId) : undefined;
  const user = useCustom<{ items: OrganizationUser[] }>({
    url: '/v1/user_roles/',
    method: 'get',
    config: { query: { organization_id: organizationId, user_id: userId } },
    errorNotification: false,
    queryOptions: { enabled: Boolean(organizationId && userId), retry: false },
  });
  const roles = useCustom<{ items: Role[] }>({ url: '/v1/roles/roles_bulk', method: 'get' });
  // Refine's `result.data` is an empty object until the answer arrives: read the query's own data.
  const person = user.query.data?.data.items[0];
  usePageTitle(person?.name ?? 'Пользователь');

  if (!userId || !organizationId || user.query.isError) {
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Пользователь
        </Typography>
        <Alert severity="warning">
          {user.query.error?.message ?? 'Пользователь не найден в этой организации'}
        </Alert>
        <Button component={RouterLink} to="/manage/users" sx={{ alignSelf: 'start' }}>
          К списку пользователей
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {person?.name ?? <Skeleton width={240} />}
        </Typography>
        <Typography color="text.secondary">{person?.email}</Typography>
      </Stack>
      {roles.query.isLoading && <Skeleton variant="rounded" height={200} />}
      {groupsOf(roles.result.data?.items ?? [], organizationId).map((group) => (
        <OrganizationRolesEditor
          key={group.id}
          organizationId={group.id}
          organizationName={group.name}
          userId={userId}
          roles={group.roles}
        />
      ))}
      <Button component={RouterLink} to="/manage/users" sx={{ alignSelf: 'start' }}>
        К списку пользователей
      </Button>
    </Stack>
  );
}
