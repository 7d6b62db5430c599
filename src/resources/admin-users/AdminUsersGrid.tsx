import type { AdminUser } from '@contract/admin';
import Login from '@mui/icons-material/Login';
import { Autocomplete, Button, Chip, Stack, TextField } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { formatDateTime } from '@/i18n/format';
import { LoginAsDialog } from './LoginAsDialog';
import { useAdminOrganizations } from './use-admin-organizations';

interface Filters {
  name: string;
  email: string;
  organizationId: number | null;
}

/** All users with filters by name, e-mail and organization; server-side paging and sorting. */
export function AdminUsersGrid() {
  const [filters, setFilterValues] = useState<Filters>({ name: '', email: '', organizationId: null });
  const [loginAs, setLoginAs] = useState<AdminUser | null>(null);
  const organizations = useAdminOrganizations();
  const { dataGridProps, tableQuery, setFilters } = useDataGrid<AdminUser>({
    resource: 'admin-users',
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    syncWithLocation: false,
  });
  const apply = (next: Filters) => {
    setFilterValues(next);
    setFilters(
      [
        { field: 'name', operator: 'contains', value: next.name.trim() },
        { field: 'email', operator: 'contains', value: next.email.trim() },
        { field: 'organization_id', operator: 'eq', value: next.organizationId ?? undefined },
      ],
      'replace',
    );
  };
  const columns = useMemo<ListColumn<AdminUser>[]>(
    () => [
      { field: 'name', headerName: 'Имя', flex: 1, minWidth: 160, wrap: true, summary: true },
      { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 180, wrap: true },
      {
        field: 'organizations',
        headerName: 'Организации',
        flex: 1.3,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}
          >
            {row.is_back_office && <Chip size="small" color="primary" label="Администратор платформы" />}
            {row.organizations.map((org) => (
              <Chip key={org.id} size="small" variant="outlined" label={org.name} />
            ))}
          </Stack>
        ),
      },
      {
        field: 'last_login_at',
        headerName: 'Последний вход',
        width: 150,
        optional: 1,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Не входил'),
      },
      {
        field: 'actions',
        headerName: 'Действия',
        width: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.is_back_office ? null : (
            <Button size="small" startIcon={<Login />} onClick={() => setLoginAs(row)}>
              Войти как
            </Button>
          ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Имя"
          size="small"
          value={filters.name}
          onChange={(event) => apply({ ...filters, name: event.target.value })}
        />
        <TextField
          label="E-mail"
          size="small"
          value={filters.email}
          onChange={(event) => apply({ ...filters, email: event.target.value })}
        />
        <Autocomplete
          size="small"
          sx={{ minWidth: 280 }}
          options={organizations.data ?? []}
          loading={organizations.isLoading}
          getOptionLabel={(org) => org.name}
          value={organizations.data?.find((org) => org.id === filters.organizationId) ?? null}
          onChange={(_, org) => apply({ ...filters, organizationId: org?.id ?? null })}
          noOptionsText="Нет организаций"
          renderInput={(params) => <TextField {...params} label="Организация" />}
        />
      </Stack>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnFilter
        disableRowSelectionOnClick
        emptyLabel="Пользователей не найдено"
        loadError={tableQuery.error}
      />
      {loginAs && <LoginAsDialog user={loginAs} onClose={() => setLoginAs(null)} />}
    </Stack>
  );
}
