import type { PriceListCategory } from '@contract/price-lists';
import Add from '@mui/icons-material/Add';
import { Alert, Breadcrumbs, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActiveOrganization } from '@/components/organization-picker';
import { messageOf } from '@/providers/form-errors';
import { HttpError } from '@/providers/http';
import { notify } from '@/providers/notification';
import { editorPath } from './paths';
import { priceListsApi } from './price-lists-api';

const columns: ListColumn<PriceListCategory>[] = [
  { field: 'name', headerName: 'Категория', flex: 1, minWidth: 240, editable: true },
  { field: 'goods_count', headerName: 'Товаров', width: 120 },
  { field: 'position', headerName: 'Порядок', width: 110 },
];

/** The price list's own categories: the client's catalog sidebar; added and renamed in place. */
export default function PriceListCategories() {
  usePageTitle('Категории прайс-листа');
  const params = useParams();
  const priceListId = Number(params.id);
  const clientId = Number(params.organizationId);
  const { organizationId } = useActiveOrganization('price_list_r');
  const [name, setName] = useState('');
  const categories = useQuery({
    queryKey: ['price-list-categories', organizationId, priceListId],
    enabled: Boolean(organizationId) && Number.isInteger(priceListId),
    queryFn: () => priceListsApi(organizationId as number).categories(priceListId),
  });
  if (!Number.isInteger(priceListId))
    return <Alert severity="info">Сначала создайте прайс-лист — категории появятся у него.</Alert>;
  if (!organizationId) return null;
  const api = priceListsApi(organizationId);

  const create = async () => {
    try {
      await api.createCategory(priceListId, name.trim());
      setName('');
      notify('Категория добавлена');
      await categories.refetch();
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/supplier/price-lists">
          Прайс-листы
        </Link>
        {Number.isInteger(clientId) && (
          <Link component={RouterLink} to={editorPath(clientId, priceListId)}>
            Прайс-лист
          </Link>
        )}
        <Typography color="text.primary">Категории</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        Категории прайс-листа
      </Typography>
      {categories.error && <Alert severity="error">{messageOf(categories.error)}</Alert>}
      <Stack direction="row" spacing={2}>
        <TextField
          size="small"
          label="Новая категория"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button variant="contained" startIcon={<Add />} disabled={!name.trim()} onClick={() => void create()}>
          Добавить
        </Button>
      </Stack>
      <ListGrid
        rows={categories.data ?? []}
        loading={categories.isLoading}
        columns={columns}
        disableColumnMenu
        hideFooter
        processRowUpdate={async (next, previous) =>
          next.name === previous.name ? previous : api.renameCategory(priceListId, next.id, next.name)
        }
        onProcessRowUpdateError={(error) =>
          notify(error instanceof HttpError ? error.detail : messageOf(error), 'error')
        }
        emptyLabel="Категорий пока нет"
      />
    </Stack>
  );
}
