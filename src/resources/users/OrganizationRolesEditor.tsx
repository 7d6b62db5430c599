import type { AccessControls, Role } from '@contract/roles';
import Lock from '@mui/icons-material/Lock';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { useEffect, useState } from 'react';

interface Props {
  organizationId: number;
  organizationName: string;
  userId: number;
  roles: Role[];
}

const ACCESS_URL = '/v1/roles/user_access_controls';

/** The user's roles in one organization as checkboxes; saving replaces them all at once. */
export function OrganizationRolesEditor({ organizationId, organizationName, userId, roles }: Props) {
  const { query, result } = useCustom<AccessControls>({
    url: ACCESS_URL,
    method: 'get',
    config: { query: { organization_id: organizationId, user_id: userId } },
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { mutateAsync, mutation } = useCustomMutation<AccessControls>();
  const held = result.data?.roles;
  useEffect(() => {
    if (held) setChecked(new Set(held.map((r) => r.id)));
  }, [held]);

  // Not a member of this organization (404) or no right to see its users (403): nothing to show.
  if (query.isError) return null;
  const toggle = (roleId: number, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(roleId);
    else next.delete(roleId);
    setChecked(next);
    setMessage(null);
  };
  const save = async () => {
    try {
      await mutateAsync({
        url: ACCESS_URL,
        method: 'put',
        values: { organization_id: organizationId, user_id: userId, role_ids: [...checked] },
        successNotification: false,
        errorNotification: false,
      });
      setMessage({ severity: 'success', text: 'Роли сохранены' });
      await query.refetch();
    } catch (error) {
      setMessage({
        severity: 'error',
        text: error instanceof Error ? error.message : 'Не удалось сохранить роли',
      });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={organizationName} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {organizationName}
        </Typography>
        {query.isLoading ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <FormGroup>
            {roles.map((role) => (
              <FormControlLabel
                key={role.id}
                label={
                  <Stack direction="row" spacing={0.5} alignItems="center">
                    <span>{role.name}</span>
                    {role.is_system && (
                      <Lock fontSize="inherit" color="disabled" aria-label="системная роль" />
                    )}
                  </Stack>
                }
                control={
                  <Checkbox
                    checked={checked.has(role.id)}
                    onChange={(event) => toggle(role.id, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {checked.size === 0 && held && held.length > 0 && (
          <Alert severity="warning">Без ролей пользователь покинет организацию {organizationName}.</Alert>
        )}
        {message && <Alert severity={message.severity}>{message.text}</Alert>}
        <Button
          variant="contained"
          onClick={save}
          disabled={mutation.isPending || query.isLoading}
          sx={{ alignSelf: 'start' }}
        >
          Сохранить
        </Button>
      </Stack>
    </Paper>
  );
}
