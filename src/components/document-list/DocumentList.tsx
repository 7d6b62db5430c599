import type { Permission } from '@contract/permissions';
import type { StatusColor } from '@contract/statuses';
import { Stack } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { quietListError } from '@/components/data-grid/list-state';
import { IdSelect } from '@/components/form-fields/IdSelect';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { PageHeader } from '@/components/page-header/PageHeader';
import { StatusChip } from '@/components/status-chip';
import { formatDate } from '@/i18n/format';
import type { AppResource } from '@/kernel/resource';
import { SalesPointSelect } from '@/resources/stocktaking/SalesPointSelect';
import { addressId } from '@/router/address-filters';

/** The fields every document of a sales point has. */
export interface DocumentRow {
  id: number;
  number: number;
  date: string;
  sales_point_name: string;
  status: { label: string; color: string };
}

export interface DocumentListProps<T extends DocumentRow> {
  /**
   * The documents' resource declaration: its label is the heading and browser title, its name the
   * resource the grid reads, its permission picks the organizations, a row leads to `${list}/${id}`.
   */
  of: AppResource;
  statuses: { list: readonly { id: number; label: string }[] };
  /** The columns after number, date, sales point and status; a stable (module-level) array. */
  columns: ListColumn<T>[];
  /** The buttons next to the heading. */
  actions(organizationId: number | null): ReactNode;
  /** Dialogs opened from the actions. */
  children?(organizationId: number | null): ReactNode;
}

/** A list of an organization's documents with filters by sales point and status, newest first. */
export function DocumentList<T extends DocumentRow>(props: DocumentListProps<T>) {
  const { label: title, permission: declared } = props.of.meta;
  const permission = [declared].flat()[0] as Permission;
  const path = props.of.routes.list;
  usePageTitle(title);
  const navigate = useNavigate();
  const { search } = useLocation();
  const { organizationId } = useActiveOrganization(permission);
  const [salesPointId, setSalesPointId] = useState<number | ''>('');
  // «?status=2»: the start page's links open the list filtered.
  const [statusId, setStatusId] = useState<number | ''>(() =>
    addressId(new URLSearchParams(search).get('status')),
  );
  const { dataGridProps, tableQuery } = useDataGrid<T>({
    resource: props.of.name,
    errorNotification: quietListError,
    sorters: { initial: [{ field: 'date', order: 'desc' }] },
    filters: {
      permanent: [
        { field: 'sales_point_id', operator: 'eq', value: salesPointId },
        { field: 'status_ids', operator: 'eq', value: statusId },
      ],
    },
    meta: { query: { organization_id: organizationId } },
    queryOptions: { enabled: organizationId !== null },
    syncWithLocation: false,
  });
  const columns = useMemo<ListColumn<T>[]>(
    () => [
      { field: 'number', headerName: '№', width: 80 },
      { field: 'date', headerName: 'Дата', width: 120, valueFormatter: (value: string) => formatDate(value) },
      {
        field: 'sales_point_id',
        headerName: 'Торговая точка',
        flex: 1,
        minWidth: 200,
        wrap: true,
        valueGetter: (_v, row) => row.sales_point_name,
      },
      {
        field: 'status_id',
        headerName: 'Статус',
        width: 160,
        renderCell: ({ row }) => (
          <StatusChip label={row.status.label} color={row.status.color as StatusColor} />
        ),
      },
      ...props.columns,
    ],
    [props.columns],
  );
  return (
    <Stack spacing={2}>
      <PageHeader title={title}>{props.actions(organizationId)}</PageHeader>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <OrganizationPicker permission={permission} />
        <SalesPointSelect
          organizationId={organizationId}
          value={salesPointId}
          onChange={setSalesPointId}
          allowEmpty="Все точки"
        />
        <IdSelect
          label="Статус"
          all="Все статусы"
          value={statusId}
          onChange={setStatusId}
          options={props.statuses.list}
          minWidth={200}
        />
      </Stack>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnMenu
        sortingMode="server"
        paginationMode="server"
        onOpen={(row) => navigate(`${path}/${row.id}`)}
        emptyLabel="Документов пока нет"
        loadError={tableQuery.error}
      />
      {props.children?.(organizationId)}
    </Stack>
  );
}
