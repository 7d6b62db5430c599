import { timeZoneShort } from '@contract/time-zones';
import { Alert, Breadcrumbs, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActiveOrganization } from '@/components/organization-picker';
import { PartnershipStatusChip } from '@/components/partnership-terms/PartnershipStatusChip';
import { RespondButtons } from '@/components/partnership-terms/RespondButtons';
import { weekdaysSummary, windowsSummary } from '@/components/partnership-terms/terms-summary';
import { usePartnershipWith } from '@/components/partnership-terms/use-partnership';
import { formatDate, formatMoney } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';
import { useCurrentPriceList } from './catalog-source';

// The grids arrive after the card itself (keeps the route within its 450 kB budget).
const SupplierCatalog = lazy(() => import('./SupplierCatalog').then((m) => ({ default: m.SupplierCatalog })));
const ContractsTable = lazy(() =>
  import('@/components/contract-form/ContractsTable').then((m) => ({ default: m.ContractsTable })),
);

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
  const id = Number(useParams().id);
  const { organizationId } = useActiveOrganization('partnership_r');
  const partnership = usePartnershipWith('client', id, organizationId);
  const data = partnership.data;
  usePageTitle(data ? data.partner.name : 'Поставщик');
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
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/client/suppliers">
          Поставщики
        </Link>
        <Typography color="text.primary">{data.partner.name}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h4" component="h1">
          {data.partner.name}
        </Typography>
        <PartnershipStatusChip status={data.status} />
      </Stack>
      <RespondButtons
        side="client"
        partnership={data}
        organizationId={organizationId}
        onDone={() => void partnership.refetch()}
        size="medium"
      />
      <SupplierInfo supplier={data.partner} />
      <Typography>
        Минимальный заказ: {formatMoney(data.min_order_amount)}; дни доставки:{' '}
        {weekdaysSummary(data.delivery_weekdays)}; окна доставки: {windowsSummary(data.delivery_windows)}
        {data.order_cutoff_time
          ? `; заказы принимаются до ${data.order_cutoff_time} (${timeZoneShort(data.supplier_time_zone)})`
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
      <Typography variant="h5" component="h2">
        Договоры
      </Typography>
      <Suspense fallback={<LinearProgress />}>
        <ContractsTable
          side="client"
          organizationId={organizationId}
          partnerOrganizationId={data.partner.id}
        />
      </Suspense>
    </Stack>
  );
}
