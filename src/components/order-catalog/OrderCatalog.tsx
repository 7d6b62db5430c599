import type { Measure } from '@contract/goods';
import { businessParts, nextDelivery } from '@contract/order-delivery';
import type { Partnership } from '@contract/partnerships';
import Category from '@mui/icons-material/Category';
import { Alert, Box, Button, MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog';
import { useCatalogPanel } from '@/components/layout/catalog-panel-context';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActivePartners } from '@/components/order-list/use-partners';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { orderTitle } from '../order-list/order-name';
import { CartReview } from './CartReview';
import { CatalogSearch } from './CatalogSearch';
import { CategoryPanel } from './CategoryPanel';
import { type Checkout, CheckoutBar, pointTimeZone } from './CheckoutBar';
import { catalogApi, type Side } from './catalog-api';
import { DraftStatusLine } from './DraftStatusLine';
import { cartLinesOf, checkoutOf } from './draft-api';
import { GoodsTable } from './GoodsTable';
import { ScannedGoodDialog } from './ScannedGoodDialog';
import { submitOrder } from './submit-order';
import { useBarcodeLookup } from './use-barcode-lookup';
import { useCart } from './use-cart';
import { partnerOf, useCatalogSource } from './use-catalog-source';
import { keptUnsaved, useDraftAutosave } from './use-draft-autosave';

const PAGE = 100;
const NO_CHECKOUT: Checkout = { salesPointId: '', date: '', time: '', comment: '' };

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
  const [checkout, setCheckout] = useState<Checkout>(NO_CHECKOUT);
  const [pendingDue, setPendingDue] = useState<string | null>(null);
  // A repeated order has no delivery of its own: the next one the supplier accepts is proposed.
  const [suggestDue, setSuggestDue] = useState(false);
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const panel = useCatalogPanel();

  const points = useQuery({
    queryKey: ['catalog-points', side, partnership?.id],
    enabled: Boolean(partnership),
    queryFn: () => api.salesPoints(partnership as Partnership),
  });
  const { organizations: updaters } = useActiveOrganization('order_client_u');
  const keeps = side === 'client' && updaters.some((o) => o.id === organizationId);
  const { confirm, dialog } = useConfirm();
  const measures = useQuery({
    queryKey: ['measures'],
    queryFn: () => http.get<Measure[]>('/v1/goods/measure/all'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const wholeMeasures = useMemo(
    () => new Set((measures.data ?? []).filter((m) => !m.is_fractional).map((m) => m.id)),
    [measures.data],
  );
  const autosave = useDraftAutosave({
    enabled: keeps,
    organizationId,
    supplierId: partnerId === '' ? null : partnerId,
    lines: cart.orderable,
    refused: cart.refused,
    checkout,
    timeZone: pointTimeZone(points.data ?? [], checkout.salesPointId),
    fallbackPointId: points.data?.[0]?.id ?? null,
    keepEmpty: orderId !== null,
  });
  const fill = useCallback(
    (source: Parameters<Parameters<typeof useCatalogSource>[2]>[0]) => {
      setPartnerId(source.supplierId);
      cart.replace(source.lines);
      if (orderId && source.version !== undefined)
        autosave.adopt(
          source.supplierId,
          { id: orderId, number: source.number, version: source.version },
          source.lines,
        );
      // The delivery instant is set on the sales point's clock once the points are known.
      setPendingDue(source.due ?? null);
      setSuggestDue(cloneId !== null);
      setCheckout({ salesPointId: source.salesPointId, date: '', time: '', comment: source.comment });
    },
    [cart.replace, autosave.adopt, orderId, cloneId],
  );
  const source = useCatalogSource(orderId, cloneId, fill);
  useEffect(() => {
    if (!keeps || orderId !== null || partnerId === '' || organizationId === null) return;
    void autosave.load(organizationId, partnerId, (found) => {
      // What was typed and not saved before a reload wins over the draft (a refused line is marked again).
      const kept = keptUnsaved(organizationId, partnerId);
      if (!found) return cart.apply(kept);
      cart.merge(cartLinesOf(found));
      cart.apply(kept);
      setCheckout((c) => {
        if (c.salesPointId !== '' || c.date) return c;
        setPendingDue(found.due_delivery_datetime ?? null);
        return { ...checkoutOf(found), date: '', time: '' };
      });
    });
  }, [keeps, orderId, partnerId, organizationId, autosave.load, cart.merge, cart.apply]);

  /** Another supplier: the cart stays in its draft (or, without drafts, is dropped) — after a question. */
  const choosePartner = async (next: number) => {
    if (next === partnerId) return;
    if (cart.lines.size > 0) {
      const from = partnership?.partner.name ?? '';
      const agreed = await confirm({
        title: side === 'client' ? 'Сменить поставщика?' : 'Сменить клиента?',
        text: keeps
          ? `Корзина у «${from}» (${cart.lines.size} поз.) останется в черновике: она вернётся, когда вы снова выберете этого поставщика.`
          : `Корзина у «${from}» (${cart.lines.size} поз.) будет очищена.`,
        action: side === 'client' ? 'Сменить поставщика' : 'Сменить клиента',
        color: keeps ? 'primary' : 'error',
      });
      if (!agreed) return;
    }
    if (keeps) {
      await autosave.settle();
      autosave.reset();
    }
    setPartnerId(next);
    cart.replace([]);
    setCheckout(NO_CHECKOUT);
    setCategoryId(null);
    setPage(1);
  };

  const priceList = useQuery({
    queryKey: ['catalog-price-list', side, organizationId, partnership?.id],
    enabled: Boolean(partnership && organizationId),
    queryFn: () => api.priceListId(partnership as Partnership),
  });
  const priceListId = priceList.data ?? null;
  const lookup = useBarcodeLookup(api, priceListId);
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
  useEffect(() => {
    // A draft's delivery instant is shown on its sales point's clock once the points are known.
    if (pendingDue && points.data) {
      const when = businessParts(new Date(pendingDue), pointTimeZone(points.data, checkout.salesPointId));
      const time = `${String(Math.floor(when.minutes / 60)).padStart(2, '0')}:${String(when.minutes % 60).padStart(2, '0')}`;
      setPendingDue(null);
      setCheckout((c) => ({ ...c, date: when.date, time }));
    }
    const only = points.data?.length === 1 ? points.data[0] : null;
    if (only && checkout.salesPointId === '') setCheckout((c) => ({ ...c, salesPointId: only.id }));
  }, [points.data, checkout.salesPointId, pendingDue]);
  useEffect(() => {
    if (!suggestDue || !partnership || !points.data || checkout.salesPointId === '') return;
    setSuggestDue(false);
    const next = nextDelivery(partnership, new Date(), {
      supplier: partnership.supplier_time_zone,
      delivery: pointTimeZone(points.data, checkout.salesPointId),
    });
    if (next) setCheckout((c) => (c.date ? c : { ...c, ...next }));
  }, [suggestDue, partnership, points.data, checkout.salesPointId]);

  const submit = async (send: boolean) => {
    if (!partnership || !organizationId) return;
    if (cart.refused.length > 0) {
      const reasons = cart.refused.map((l) => `«${l.name}»`).join(', ');
      notify(`Не сохранено позиций: ${cart.refused.length} (${reasons}) — исправьте количество`, 'error');
      return;
    }
    setBusy(true);
    const kept = keeps ? await autosave.settle() : null;
    autosave.pause(true);
    try {
      const draft = kept ?? undefined;
      const order = await submitOrder({
        side,
        organizationId,
        partnership,
        checkout,
        timeZone: pointTimeZone(points.data ?? [], checkout.salesPointId),
        lines: cart.orderable,
        send,
        draft,
      });
      notify(send ? `${orderTitle(order)} отправлен поставщику` : 'Черновик сохранён');
      navigate(`/${side}/orders/${order.id}`);
    } catch (error) {
      autosave.pause(false);
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
      {keeps && partnerId !== '' && (
        <DraftStatusLine status={autosave.status} draft={autosave.draft} queue={autosave.queue} />
      )}
      {dialog}
      <ScannedGoodDialog
        key={lookup.scanned?.id}
        scanned={lookup.scanned}
        whose={`${side === 'client' ? 'поставщика' : 'клиента'} ${partnership?.partner.name ?? ''}`}
        inCart={lookup.scanned?.good ? cart.lines.get(lookup.scanned.good.good_id)?.quantity : undefined}
        onClose={lookup.close}
        onAdd={(good, quantity) => {
          cart.setQuantity(
            { good_id: good.good_id, name: good.name, measure_name: good.measure_name, price: good.price },
            quantity,
          );
          lookup.close();
          notify(`«${good.name}» в корзине: ${quantity} ${good.measure_name}`);
        }}
      />
      {source.error && <Alert severity="error">{(source.error as Error).message}</Alert>}
      {/* Wraps rather than squeezing «Категории» past the edge (MUI fields are full-width by default). */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <OrganizationPicker permission={permission} />
        <TextField
          select
          size="small"
          label={side === 'client' ? 'Поставщик' : 'Клиент'}
          value={partnerId}
          sx={{ minWidth: 300, flex: { sm: '0 1 420px' } }}
          disabled={orderId !== null}
          onChange={(e) => void choosePartner(Number(e.target.value))}
        >
          {(partners.data ?? []).map((p) => (
            <MenuItem key={p.id} value={partnerOf(side, p)}>
              {p.partner.name}
            </MenuItem>
          ))}
        </TextField>
        <CatalogSearch
          query={query}
          onQuery={(text) => {
            setQuery(text);
            setPage(1);
          }}
          onCode={(code) => void lookup.scan(code)}
          disabled={!priceListId}
        />
        <Button
          startIcon={<Category />}
          variant={panel.open ? 'contained' : 'outlined'}
          disabled={!priceListId}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
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
        onClear={async () => {
          const text = keeps && orderId === null ? 'Черновик будет удалён.' : 'Все позиции уйдут из заказа.';
          const agreed = await confirm({
            title: 'Очистить корзину?',
            text,
            action: 'Очистить',
            color: 'error',
          });
          if (agreed) cart.replace([]);
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
            <GoodsTable
              goods={goods.data.items}
              cart={cart.lines}
              wholeMeasures={wholeMeasures}
              onQuantity={cart.setQuantity}
            />
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
          refused={cart.refused}
          busy={busy}
          canDraft={side === 'client'}
          onSubmit={submit}
        />
      )}
    </Stack>
  );
}
