import type { Organization } from '@contract/organizations';
import Add from '@mui/icons-material/Add';
import { Avatar, Button, Chip, Stack } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { usePageTitle } from '@/components/layout/use-page-title';
import { holdsIn } from '@/components/organization-picker/organizations-with';
import { PageHeader } from '@/components/page-header/PageHeader';
import { useMe } from '@/providers/auth-provider';
import { organizationInitial } from './initial';
import { moduleLabels } from './modules';

/** «Мои организации»: every organization the user belongs to. */
export default function OrganizationList() {
  usePageTitle('Мои организации');
  const navigate = useNavigate();
  const { data: me } = useMe();
  // The card needs «organization_r» in that organization: other rows are shown but do not open.
  const canOpen = (id: number) => {
    const org = me?.organizations.find((o) => o.id === id);
    return Boolean(me && org && holdsIn(org, 'organization_r', me));
  };
  const { dataGridProps, tableQuery } = useDataGrid<Organization>({
    resource: 'organizations',
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    syncWithLocation: true,
  });
  const columns = useMemo<ListColumn<Organization>[]>(
    () => [
      {
        field: 'logo_url',
        headerName: 'Логотип',
        width: 96,
        sortable: false,
        renderCell: ({ row }) => (
          <Avatar
            src={row.logo_url ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 32, height: 32, mt: 1 }}
          >
            {organizationInitial(row.name)}
          </Avatar>
        ),
      },
      { field: 'name', headerName: 'Название', flex: 1, minWidth: 220, wrap: true, summary: true },
      { field: 'inn', headerName: 'ИНН', width: 130, sortable: false, optional: 1 },
      {
        field: 'modules',
        headerName: 'Модули',
        flex: 1,
        minWidth: 240,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" gap={0.5} flexWrap="wrap" sx={{ py: 1 }}>
            {moduleLabels(row).map((label) => (
              <Chip key={label} size="small" label={label} />
            ))}
          </Stack>
        ),
      },
    ],
    [],
  );
  return (
    <Stack spacing={2}>
      <PageHeader title="Мои организации">
        <Button component={RouterLink} to="/manage/organizations/new" variant="contained" startIcon={<Add />}>
          Создать организацию
        </Button>
      </PageHeader>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        getRowHeight={() => 'auto'}
        pageSizeOptions={[10, 25, 50, 100]}
        onRowClick={({ row }) => canOpen(row.id) && navigate(`/manage/organizations/${row.id}`)}
        emptyLabel="Вы пока не состоите ни в одной организации"
        loadError={tableQuery.error}
        getRowClassName={({ row }) => (canOpen(row.id) ? 'openable' : '')}
        sx={{ '& .MuiDataGrid-row.openable': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
