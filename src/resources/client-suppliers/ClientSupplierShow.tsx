import { Alert, Breadcrumbs, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { ContractsTable } from '@/components/contract-form/ContractsTable';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActiveOrganization } from '@/components/organization-picker';
import { PartnershipStatusChip } from '@/components/partnership-terms/PartnershipStatusChip';
import { RespondButtons } from '@/components/partnership-terms/RespondButtons';
import { weekdaysSummary, windowsSummary } from '@/components/partnership-terms/terms-summary';
import { usePartnership } from '@/components/partnership-terms/use-partnership';
import { formatDate, formatMoney } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';
import { useCurrentPriceList } from './catalog-source';
import { NoPriceList, SupplierCatalog } from './SupplierCatalog';
import { SupplierInfo } from './SupplierInfo';

function Catalog({ organizationId, supplierId }: { organizationId: number; supplierId: number }) {
  const priceList = useCurrentPriceList(organizationId, supplierId);
  if (priceList.error) return <Alert severity="error">{messageOf(priceList.error)}</Alert>;
  if (priceList.isLoading) return <LinearProgress />;
  if (!priceList.data) return <NoPriceList />;
  const list = priceList.data;
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">
        «{list.name}», действует с {formatDate(list.valid_from)}
        {list.valid_to ? ` по ${formatDate(list.valid_to)}` : ''}
      </Typography>
      <SupplierCatalog organizationId={organizationId} priceListId={list.id} />
    </Stack>
  );
}

/** The supplier card of the client: details, ordering terms, catalog, contracts. */
export default function ClientSupplierShow() {
  const id = Number(useParams().id);
  const { organizationId } = useActiveOrganization('partnership_r');
  const partnership = usePartnership('client', id, organizationId);
  const data = partnership.data;
  usePageTitle(data ? data.partner.name : 'Поставщик');
  if (partnership.error) return <Alert severity="error">{messageOf(partnership.error)}</Alert>;
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
        {data.order_cutoff_time ? `; заказы принимаются до ${data.order_cutoff_time}` : ''}
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
      <ContractsTable side="client" organizationId={organizationId} partnerOrganizationId={data.partner.id} />
    </Stack>
  );
}
