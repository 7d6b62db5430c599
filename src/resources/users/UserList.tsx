import type { OrganizationUser } from '@contract/roles';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Search from '@mui/icons-material/Search';
import { Button, Chip, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { ListLoadError } from '@/components/data-grid/ListLoadError';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { formatDateTime } from '@/i18n/format';

const NOT_SORTABLE = { sortable: false } as const;

/** Users of the chosen organization with their roles; a click opens their roles. */
export default function UserList() {
  usePageTitle('Пользователи');
  const organization = useActiveOrganization('user_r');
  const organizationId = organization.organizationId ?? undefined;
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const { dataGridProps, tableQuery, setFilters } = useDataGrid<OrganizationUser>({
    resource: 'users',
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: { query: { organization_id: organizationId } },
    queryOptions: { enabled: Boolean(organizationId) },
    syncWithLocation: false,
  });
  const columns = useMemo<ListColumn<OrganizationUser>[]>(
    () => [
      { field: 'name', headerName: 'Имя', flex: 1, minWidth: 160, wrap: true, summary: true },
      { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 180, wrap: true },
      {
        field: 'roles',
        headerName: 'Роли',
        flex: 1.4,
        minWidth: 220,
        ...NOT_SORTABLE,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}
          >
            {row.roles.map((role) => (
              <Chip
                key={role.id}
                size="small"
                label={role.name}
                variant={role.is_system ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
        ),
      },
      {
        field: 'last_login_at',
        headerName: 'Последний вход',
        width: 150,
        optional: 1,
        ...NOT_SORTABLE,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Не входил'),
      },
    ],
    [],
  );
  const applySearch = (value: string) => {
    setSearch(value);
    setFilters([{ field: 'search', operator: 'contains', value: value.trim() }], 'replace');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <Typography variant="h4" component="h1">
          Пользователи
        </Typography>
        <Button
          component={RouterLink}
          to={`/manage/users/organization/${organizationId ?? ''}/new`}
          variant="contained"
          startIcon={<PersonAdd />}
          disabled={!organizationId}
        >
          Пригласить
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OrganizationPicker permission="user_r" />
        <TextField
          label="Поиск по имени или e-mail"
          value={search}
          onChange={(event) => applySearch(event.target.value)}
          size="small"
          sx={{ minWidth: 300 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <ListLoadError error={tableQuery.error} onRetry={() => tableQuery.refetch()} />
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnFilter
        onOpen={(row) => navigate(`/manage/users/organization/${organizationId}/user/${row.id}`)}
        emptyLabel="Пользователей не найдено"
        loadError={tableQuery.error}
      />
    </Stack>
  );
}
