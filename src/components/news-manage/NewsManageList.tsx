import type { PostSummary } from '@contract/posts';
import Add from '@mui/icons-material/Add';
import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useDataGrid } from '@refinedev/mui';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { usePageTitle } from '@/components/layout/use-page-title';
import { formatDate } from '@/i18n/format';
import type { NewsArea } from './news-area';
import { PublishedChip } from './PublishedChip';
import { useNewsActions } from './use-news-posts';

/** The posts of an area: title, state and dates, newest first; «create» opens a new draft in the editor. */
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
  const navigate = useNavigate();
  const actions = useNewsActions(area);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
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
  const create = async () => {
    setCreating(true);
    setError(null);
    try {
      const post = await actions.create();
      navigate(`${area.route}/${post.id}/edit`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось создать новость');
      setCreating(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {toolbar}
        <Button variant="contained" startIcon={<Add />} onClick={create} disabled={!area.ready || creating}>
          {createLabel}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
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
