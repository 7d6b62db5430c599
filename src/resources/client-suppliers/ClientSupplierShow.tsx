import { Alert, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { PartnershipCard } from '@/components/partnership-terms/PartnershipCard';
import { weekdaysSummary, windowsSummary } from '@/components/partnership-terms/terms-summary';
import { usePartnershipPage, usePartnershipWith } from '@/components/partnership-terms/use-partnership';
import { formatDealClock } from '@/i18n/deal-time';
import { formatDate, formatMoney } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';
import { useCurrentPriceList } from './catalog-source';

// The grid arrives after the card itself (keeps the route within its 450 kB budget).
const SupplierCatalog = lazyComponent(() =>
  import('./SupplierCatalog').then((m) => ({ default: m.SupplierCatalog })),
);

import { lazyComponent } from '@/router/lazy-component';
import { SupplierInfo } from './SupplierInfo';

function Catalog({ organizationId, supplierId }: { organizationId: number; supplierId: number }) {
  const priceList = useCurrentPriceList(organizationId, supplierId);
  if (priceList.error) return <Alert severity="error">{messageOf(priceList.error)}</Alert>;
  if (priceList.isLoading) return <LinearProgress />;
  if (!priceList.data)
    return <Typography color="text.secondary">Поставщик ещё не опубликовал для вас прайс-лист.</Typography>;
  const list = priceList.data;
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">
        «{list.name}», действует с {formatDate(list.valid_from)}
        {list.valid_to ? ` по ${formatDate(list.valid_to)}` : ''}
      </Typography>
      <Suspense fallback={<LinearProgress />}>
        <SupplierCatalog organizationId={organizationId} priceListId={list.id} />
      </Suspense>
    </Stack>
  );
}

/**
 * The supplier card of the client: details, ordering terms, catalog, contracts. Addressed by the
 * supplier's organization id, the same number as its public card /suppliers/{id}.
 */
export default function ClientSupplierShow() {
  const { id, organizationId, partnership } = usePartnershipPage(usePartnershipWith, 'client', 'Поставщик');
  const data = partnership.data;
  if (partnership.error) return <Alert severity="error">{messageOf(partnership.error)}</Alert>;
  if (data === null) {
    return (
      <Alert severity="info">
        С этим поставщиком у вашей организации нет сотрудничества.{' '}
        <Link component={RouterLink} to={`/suppliers/${id}`}>
          Открыть карточку поставщика
        </Link>
      </Alert>
    );
  }
  if (!data || !organizationId) return <LinearProgress />;

  return (
    <PartnershipCard
      side="client"
      partnership={data}
      organizationId={organizationId}
      onDone={() => void partnership.refetch()}
      info={<SupplierInfo supplier={data.partner} />}
    >
      <Typography>
        Минимальный заказ: {formatMoney(data.min_order_amount)}; дни доставки:{' '}
        {weekdaysSummary(data.delivery_weekdays)}; окна доставки: {windowsSummary(data.delivery_windows)}
        {data.order_cutoff_time
          ? `; заказы принимаются до ${formatDealClock(data.order_cutoff_time, data.supplier_time_zone)}`
          : ''}
      </Typography>
      <Typography variant="h5" component="h2">
        Каталог
      </Typography>
      {data.status === 'active' ? (
        <Catalog organizationId={organizationId} supplierId={data.partner.id} />
      ) : (
        <Typography color="text.secondary">Каталог откроется, когда партнёрство станет активным.</Typography>
      )}
    </PartnershipCard>
  );
}
