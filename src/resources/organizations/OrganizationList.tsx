import type { Organization } from '@contract/organizations';
import Add from '@mui/icons-material/Add';
import { Avatar, Button, Chip, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useDataGrid } from '@refinedev/mui';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { gridLocaleText } from '@/components/data-grid/locale';
import { usePageTitle } from '@/components/layout/use-page-title';
import { moduleLabels } from './modules';

/** «Мои организации»: every organization the user belongs to. */
export default function OrganizationList() {
  usePageTitle('Мои организации');
  const navigate = useNavigate();
  const { dataGridProps } = useDataGrid<Organization>({
    resource: 'organizations',
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    syncWithLocation: true,
  });
  const columns = useMemo<GridColDef<Organization>[]>(
    () => [
      {
        field: 'logo_url',
        headerName: '',
        width: 64,
        sortable: false,
        renderCell: ({ row }) => (
          <Avatar
            src={row.logo_url ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 32, height: 32, mt: 1 }}
          >
            {row.name.replace(/^(ООО|АО|ПАО|ИП)\s*«?/, '').charAt(0)}
          </Avatar>
        ),
      },
      { field: 'id', headerName: 'ID', width: 80 },
      { field: 'name', headerName: 'Название', flex: 1, minWidth: 240 },
      { field: 'inn', headerName: 'ИНН', width: 140, sortable: false },
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
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={2}>
        <Typography variant="h4" component="h1">
          Мои организации
        </Typography>
        <Button component={RouterLink} to="/manage/organizations/new" variant="contained" startIcon={<Add />}>
          Создать организацию
        </Button>
      </Stack>
      <DataGrid
        {...dataGridProps}
        columns={columns}
        autoHeight
        disableColumnMenu
        getRowHeight={() => 'auto'}
        pageSizeOptions={[10, 25, 50, 100]}
        onRowClick={({ row }) => navigate(`/manage/organizations/${row.id}`)}
        localeText={gridLocaleText({ noRowsLabel: 'Вы пока не состоите ни в одной организации' })}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
