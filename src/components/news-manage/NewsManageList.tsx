import type { PostSummary } from '@contract/posts';
import Add from '@mui/icons-material/Add';
import { Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { usePageTitle } from '@/components/layout/use-page-title';
import { formatDate } from '@/i18n/format';
import type { NewsArea } from './news-area';
import { PublishedChip } from './PublishedChip';

/** The posts of an area: title, state and dates, newest first; «create» opens an empty editor. */
export function NewsManageList({
  area,
  title,
  createLabel,
  toolbar,
  showOrganization = false,
}: {
  area: NewsArea;
  title: string;
  createLabel: string;
  /** Shown before the create button (the supplier's organization picker). */
  toolbar?: ReactNode;
  /** The back office sees every organization's posts: say whose each one is. */
  showOrganization?: boolean;
}) {
  usePageTitle(title);
  const { dataGridProps, tableQuery } = useDataGrid<PostSummary>({
    resource: area.resource,
    meta: { query: area.query },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    syncWithLocation: false,
    queryOptions: { enabled: area.ready },
  });
  const columns = useMemo<ListColumn<PostSummary>[]>(
    () => [
      {
        field: 'title',
        headerName: 'Заголовок',
        flex: 2,
        minWidth: 220,
        summary: true,
        renderCell: ({ row }) => (
          <MuiLink component={Link} to={`${area.route}/${row.id}`} underline="hover">
            {row.title}
          </MuiLink>
        ),
      },
      ...(showOrganization
        ? [
            {
              field: 'organization_name',
              headerName: 'Автор',
              flex: 1,
              minWidth: 160,
              sortable: false,
              wrap: true,
              valueGetter: (_: unknown, row: PostSummary) => row.organization_name ?? 'Платформа',
            } satisfies ListColumn<PostSummary>,
          ]
        : []),
      {
        field: 'is_published',
        headerName: 'Состояние',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <PublishedChip published={row.is_published} />,
      },
      {
        field: 'created_at',
        headerName: 'Создана',
        width: 120,
        optional: 1,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'published_at',
        headerName: 'Опубликована',
        width: 140,
        valueFormatter: (value: string | null) => formatDate(value),
      },
    ],
    [area.route, showOrganization],
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {toolbar}
        <Button
          variant="contained"
          startIcon={<Add />}
          component={Link}
          to={`${area.route}/new`}
          disabled={!area.ready}
        >
          {createLabel}
        </Button>
      </Stack>
      <ListGrid
        {...dataGridProps}
        columns={columns}
        disableColumnFilter
        disableRowSelectionOnClick
        aria-label={title}
        emptyLabel="Новостей пока нет"
        loadError={tableQuery.error}
      />
    </Stack>
  );
}
