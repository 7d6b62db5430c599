import Add from '@mui/icons-material/Add';
import Category from '@mui/icons-material/Category';
import { Alert, Breadcrumbs, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useInvalidate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActivePartners } from '@/components/order-list/use-partners';
import { useActiveOrganization } from '@/components/organization-picker';
import { messageOf } from '@/providers/form-errors';
import { lazyComponent } from '@/router/lazy-component';
import { PriceListHeaderForm } from './PriceListHeaderForm';
import { categoriesPath, editorPath } from './paths';
import { priceListsApi } from './price-lists-api';

// Below the header form: loaded after it (keeps the route within its 450 kB budget).
const PriceListGoodsGrid = lazyComponent(() =>
  import('./PriceListGoodsGrid').then((m) => ({ default: m.PriceListGoodsGrid })),
);

// The single-good search (MUI Autocomplete) loads when it is opened: the editor is near its budget.
const AddGoodsDialog = lazyComponent(() =>
  import('./AddGoodsDialog').then((m) => ({ default: m.AddGoodsDialog })),
);
const AddOneGoodDialog = lazyComponent(() =>
  import('./AddOneGoodDialog').then((m) => ({ default: m.AddOneGoodDialog })),
);

/** The price list for one client: name and dates, goods with inline prices, bulk add by category. */
export default function PriceListEditor() {
  const params = useParams();
  const priceListId = params.id ? Number(params.id) : undefined;
  const clientId = Number(params.organizationId);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const { organizationId } = useActiveOrganization('price_list_r');
  const clients = useActivePartners('supplier', organizationId ?? undefined);
  const [adding, setAdding] = useState(false);
  const [addingOne, setAddingOne] = useState(false);
  const [goodsVersion, setGoodsVersion] = useState(0);
  const priceList = useQuery({
    queryKey: ['price-list', organizationId, priceListId],
    enabled: Boolean(organizationId && priceListId),
    queryFn: () => priceListsApi(organizationId as number).get(priceListId as number),
  });
  const clientName =
    priceList.data?.client_organization.name ??
    clients.data?.find((p) => p.client_organization_id === clientId)?.partner.name ??
    '';
  const title = priceList.data ? `Прайс-лист «${priceList.data.name}»` : 'Новый прайс-лист';
  usePageTitle(title);

  if (!organizationId || !Number.isInteger(clientId)) return null;
  if (priceList.error) return <Alert severity="error">{messageOf(priceList.error)}</Alert>;
  if (priceListId && !priceList.data) return <LinearProgress />;

  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/supplier/price-lists">
          Прайс-листы
        </Link>
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {clientName && <Typography color="text.secondary">Клиент: {clientName}</Typography>}
      <PriceListHeaderForm
        key={priceList.data?.updated_at ?? 'new'}
        organizationId={organizationId}
        clientOrganizationId={clientId}
        record={priceList.data}
        onSaved={(saved) => {
          void invalidate({ resource: 'price-lists', invalidates: ['list'] });
          if (!priceListId) navigate(editorPath(clientId, saved.id), { replace: true });
          else queryClient.setQueryData(['price-list', organizationId, priceListId], saved);
        }}
      />
      {priceListId && (
        <Suspense fallback={<LinearProgress />}>
          <PriceListGoodsGrid
            key={goodsVersion}
            organizationId={organizationId}
            priceListId={priceListId}
            toolbar={
              <>
                <Button variant="contained" startIcon={<Add />} onClick={() => setAddingOne(true)}>
                  Добавить товар
                </Button>
                <Button startIcon={<Add />} onClick={() => setAdding(true)}>
                  Добавить по категориям
                </Button>
                <Button
                  component={RouterLink}
                  to={categoriesPath(clientId, priceListId)}
                  startIcon={<Category />}
                >
                  Категории прайс-листа
                </Button>
              </>
            }
          />
        </Suspense>
      )}
      {addingOne && priceListId && (
        <Suspense fallback={<LinearProgress />}>
          <AddOneGoodDialog
            organizationId={organizationId}
            priceListId={priceListId}
            onClose={() => setAddingOne(false)}
            onAdded={() => setGoodsVersion((v) => v + 1)}
          />
        </Suspense>
      )}
      {adding && priceListId && (
        <Suspense fallback={<LinearProgress />}>
          <AddGoodsDialog
            organizationId={organizationId}
            priceListId={priceListId}
            onClose={() => setAdding(false)}
            onAdded={() => {
              void invalidate({ resource: 'price-lists', invalidates: ['list'] });
              void priceList.refetch();
              setGoodsVersion((v) => v + 1);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
