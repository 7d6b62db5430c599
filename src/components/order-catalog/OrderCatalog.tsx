import { businessParts } from '@contract/order-delivery';
import type { Partnership } from '@contract/partnerships';
import Category from '@mui/icons-material/Category';
import Search from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCatalogPanel } from '@/components/layout/catalog-panel-context';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActivePartners } from '@/components/order-list/use-partners';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { notify } from '@/providers/notification';
import { CartReview } from './CartReview';
import { CategoryPanel } from './CategoryPanel';
import { type Checkout, CheckoutBar } from './CheckoutBar';
import { catalogApi, type Side } from './catalog-api';
import { GoodsTable } from './GoodsTable';
import { submitOrder } from './submit-order';
import { useCart } from './use-cart';
import { partnerOf, useCatalogSource } from './use-catalog-source';

const PAGE = 100;

/** The order catalog: partner, price-list goods with search and categories, cart and checkout. */
export function OrderCatalog({ side }: { side: Side }) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const orderId = side === 'client' && params.id ? Number(params.id) : null;
  const cloneId = search.get('clone') ? Number(search.get('clone')) : null;
  usePageTitle(orderId ? 'Изменение черновика' : 'Новый заказ');
  const permission = side === 'client' ? 'order_client_c' : 'order_supplier_c';
  const { organizationId } = useActiveOrganization(permission);
  const partners = useActivePartners(side, organizationId ?? undefined);
  const [partnerId, setPartnerId] = useState<number | ''>('');
  const partnership = partners.data?.find((p) => partnerOf(side, p) === partnerId) ?? null;
  const api = useMemo(() => catalogApi(side, organizationId ?? 0), [side, organizationId]);
  const cart = useCart();
  const [checkout, setCheckout] = useState<Checkout>({ salesPointId: '', date: '', time: '', comment: '' });
  const [draftVersion, setDraftVersion] = useState<number | undefined>();
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const panel = useCatalogPanel();

  const fill = useCallback(
    (source: Parameters<Parameters<typeof useCatalogSource>[2]>[0]) => {
      setPartnerId(source.supplierId);
      cart.replace(source.lines);
      setDraftVersion(source.version);
      const when = source.due ? businessParts(new Date(source.due)) : null;
      const time = when
        ? `${String(Math.floor(when.minutes / 60)).padStart(2, '0')}:${String(when.minutes % 60).padStart(2, '0')}`
        : '';
      setCheckout({
        salesPointId: source.salesPointId,
        date: when?.date ?? '',
        time,
        comment: source.comment,
      });
    },
    [cart.replace],
  );
  const source = useCatalogSource(orderId, cloneId, fill);

  const priceList = useQuery({
    queryKey: ['catalog-price-list', side, organizationId, partnership?.id],
    enabled: Boolean(partnership && organizationId),
    queryFn: () => api.priceListId(partnership as Partnership),
  });
  const priceListId = priceList.data ?? null;
  const categories = useQuery({
    queryKey: ['catalog-categories', side, priceListId],
    enabled: priceListId !== null,
    queryFn: () => api.categories(priceListId ?? 0),
  });
  const goods = useQuery({
    queryKey: ['catalog-goods', side, priceListId, query, categoryId, page],
    enabled: priceListId !== null,
    queryFn: () => api.goods(priceListId ?? 0, query, categoryId, (page - 1) * PAGE),
  });
  const points = useQuery({
    queryKey: ['catalog-points', side, partnership?.id],
    enabled: Boolean(partnership),
    queryFn: () => api.salesPoints(partnership as Partnership),
  });
  useEffect(() => {
    const only = points.data?.length === 1 ? points.data[0] : null;
    if (only && checkout.salesPointId === '') setCheckout((c) => ({ ...c, salesPointId: only.id }));
  }, [points.data, checkout.salesPointId]);

  const submit = async (send: boolean) => {
    if (!partnership || !organizationId) return;
    setBusy(true);
    try {
      const draft =
        orderId && draftVersion !== undefined ? { id: orderId, version: draftVersion } : undefined;
      const order = await submitOrder({
        side,
        organizationId,
        partnership,
        checkout,
        lines: cart.orderable,
        send,
        draft,
      });
      notify(send ? `Заказ № ${order.number} отправлен поставщику` : `Черновик № ${order.number} сохранён`);
      navigate(`/${side}/orders/${order.id}`);
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ minHeight: '100%' }}>
      <Typography variant="h4" component="h1">
        {orderId ? 'Изменение черновика' : 'Новый заказ'}
      </Typography>
      {source.error && <Alert severity="error">{(source.error as Error).message}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OrganizationPicker permission={permission} />
        <TextField
          select
          size="small"
          label={side === 'client' ? 'Поставщик' : 'Клиент'}
          value={partnerId}
          sx={{ minWidth: 300 }}
          disabled={orderId !== null}
          onChange={(e) => {
            setPartnerId(Number(e.target.value));
            cart.replace([]);
            setCategoryId(null);
            setPage(1);
          }}
        >
          {(partners.data ?? []).map((p) => (
            <MenuItem key={p.id} value={partnerOf(side, p)}>
              {p.partner.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          placeholder="Название или штрихкод"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          disabled={!priceListId}
          sx={{ flexGrow: 1 }}
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
        <Button
          startIcon={<Category />}
          variant={panel.open ? 'contained' : 'outlined'}
          disabled={!priceListId}
          onClick={() => panel.setOpen(!panel.open)}
        >
          Категории
        </Button>
      </Stack>
      {partners.data?.length === 0 && (
        <Alert severity="info">
          Нет действующих партнёрств: пригласите {side === 'client' ? 'поставщика' : 'клиента'} в разделе
          партнёров.
        </Alert>
      )}
      {partnership && priceList.isSuccess && priceListId === null && (
        <Alert severity="warning">Для этой пары организаций нет действующего прайс-листа.</Alert>
      )}
      <CartReview
        lines={[...cart.lines.values()]}
        onRemove={(id) => {
          const line = cart.lines.get(id);
          if (line) cart.setQuantity(line, '');
        }}
      />
      <Stack direction="row" spacing={2} sx={{ flexGrow: 1 }}>
        {panel.open && priceListId !== null && (
          <CategoryPanel
            categories={categories.data ?? []}
            selected={categoryId}
            onSelect={(id) => {
              setCategoryId(id);
              setPage(1);
            }}
          />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {goods.data && (
            <GoodsTable goods={goods.data.items} cart={cart.lines} onQuantity={cart.setQuantity} />
          )}
          {goods.data && goods.data.total > PAGE && (
            <Pagination
              sx={{ mt: 1 }}
              page={page}
              count={Math.ceil(goods.data.total / PAGE)}
              onChange={(_e, p) => setPage(p)}
            />
          )}
          {goods.data?.items.length === 0 && <Alert severity="info">Ничего не найдено</Alert>}
        </Box>
      </Stack>
      {partnership && (
        <CheckoutBar
          partnership={partnership}
          points={points.data ?? []}
          checkout={checkout}
          onChange={setCheckout}
          summary={cart.summary}
          busy={busy}
          canDraft={side === 'client'}
          onSubmit={submit}
        />
      )}
    </Stack>
  );
}
