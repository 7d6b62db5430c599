import { Alert, Breadcrumbs, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActiveOrganization } from '@/components/organization-picker';
import { PartnershipStatusChip } from '@/components/partnership-terms/PartnershipStatusChip';
import { RespondButtons } from '@/components/partnership-terms/RespondButtons';
import { ServedSalesPoints } from '@/components/partnership-terms/ServedSalesPoints';
import { usePartnership } from '@/components/partnership-terms/use-partnership';
import { formatDate } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';

// Below the terms: loaded after them (keeps the route within its 450 kB budget).
const ContractsTable = lazy(() =>
  import('@/components/contract-form/ContractsTable').then((m) => ({ default: m.ContractsTable })),
);

// The terms form (its schema, time selects and zone labels) arrives after the card: the route stays in budget.
const PartnershipTermsForm = lazy(() =>
  import('@/components/partnership-terms/PartnershipTermsForm').then((m) => ({
    default: m.PartnershipTermsForm,
  })),
);

/** The client card of the supplier: who, ordering terms, served sales points, contracts. */
export default function SupplierClientShow() {
  const id = Number(useParams().id);
  const { organizationId } = useActiveOrganization('partnership_r');
  const partnership = usePartnership('supplier', id, organizationId);
  const data = partnership.data;
  usePageTitle(data ? data.partner.name : 'Клиент');
  if (partnership.error) return <Alert severity="error">{messageOf(partnership.error)}</Alert>;
  if (!data || !organizationId) return <LinearProgress />;
  const reload = () => void partnership.refetch();

  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/supplier/clients">
          Клиенты
        </Link>
        <Typography color="text.primary">{data.partner.name}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h4" component="h1">
          {data.partner.name}
        </Typography>
        <PartnershipStatusChip status={data.status} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>ИНН: {data.partner.inn ?? '—'}</Typography>
        <Typography color="text.secondary">Партнёрство с {formatDate(data.created_at)}</Typography>
        {data.status === 'invited' && !data.can_respond && (
          <Typography color="text.secondary">Приглашение отправлено, клиент ещё не ответил</Typography>
        )}
      </Paper>
      <RespondButtons
        side="supplier"
        partnership={data}
        organizationId={organizationId}
        onDone={reload}
        size="medium"
      />
      <Suspense fallback={<LinearProgress aria-label="Загрузка условий заказа" />}>
        <PartnershipTermsForm
          key={data.updated_at}
          partnership={data}
          organizationId={organizationId}
          onSaved={reload}
        />
      </Suspense>
      <ServedSalesPoints
        partnershipId={data.id}
        organizationId={organizationId}
        canEdit={data.status !== 'declined'}
      />
      <Typography variant="h5" component="h2">
        Договоры
      </Typography>
      <Suspense fallback={<LinearProgress />}>
        <ContractsTable
          side="supplier"
          organizationId={organizationId}
          partnerOrganizationId={data.partner.id}
        />
      </Suspense>
    </Stack>
  );
}
