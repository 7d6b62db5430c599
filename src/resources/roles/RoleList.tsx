import type { Role } from '@contract/roles';
import Add from '@mui/icons-material/Add';
import Lock from '@mui/icons-material/Lock';
import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCustom } from '@refinedev/core';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { permissionsCount, usersCount } from '@/i18n/plural';
import { DeleteRoleButton } from './DeleteRoleButton';

interface OrganizationRoles {
  id: number;
  name: string;
  roles: Role[];
}

function groupByOrganization(roles: Role[]): OrganizationRoles[] {
  const groups = new Map<number, OrganizationRoles>();
  for (const role of roles) {
    const group = groups.get(role.organization_id) ?? {
      id: role.organization_id,
      name: role.organization_name,
      roles: [],
    };
    group.roles.push(role);
    groups.set(role.organization_id, group);
  }
  return [...groups.values()];
}

function RoleRow({ role, onChanged }: { role: Role; onChanged: () => void }) {
  const summary = `${permissionsCount(role.permissions.length)} · ${usersCount(role.users_count)}`;
  if (role.is_system) {
    return (
      <ListItem divider data-testid="system-role">
        <Tooltip title="Системную роль нельзя изменить или удалить">
          <ListItemIcon>
            <Lock color="disabled" titleAccess="Системная роль" />
          </ListItemIcon>
        </Tooltip>
        <ListItemText primary={role.name} secondary={summary} />
        <Chip size="small" label="Системная" variant="outlined" />
      </ListItem>
    );
  }
  return (
    <ListItem divider disablePadding secondaryAction={<DeleteRoleButton role={role} onDeleted={onChanged} />}>
      <ListItemButton
        component={RouterLink}
        to={`/manage/roles/organization/${role.organization_id}/role/${role.id}`}
      >
        <ListItemIcon />
        <ListItemText primary={role.name} secondary={summary} />
      </ListItemButton>
    </ListItem>
  );
}

/** Roles of every organization where the user may read them, one block per organization. */
export default function RoleList() {
  usePageTitle('Роли');
  const { query, result } = useCustom<{ items: Role[]; total: number }>({
    url: '/v1/roles/roles_bulk',
    method: 'get',
  });
  const groups = groupByOrganization(result.data?.items ?? []);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Роли
      </Typography>
      {query.isLoading && <Skeleton variant="rounded" height={240} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.isSuccess && groups.length === 0 && (
        <Alert severity="info">Нет организаций, где вам доступны роли.</Alert>
      )}
      {groups.map((group) => (
        <Paper key={group.id} variant="outlined" component="section" aria-label={group.name}>
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, pt: 2 }}>
            <Typography variant="h6" component="h2">
              {group.name}
            </Typography>
            <Button
              component={RouterLink}
              to={`/manage/roles/organization/${group.id}/new`}
              startIcon={<Add />}
              variant="contained"
            >
              Новая роль
            </Button>
          </Stack>
          <List>
            {group.roles.map((role) => (
              <RoleRow key={role.id} role={role} onChanged={() => query.refetch()} />
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
