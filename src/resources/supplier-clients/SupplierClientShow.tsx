import { Alert, LinearProgress, Paper, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useActiveOrganization } from '@/components/organization-picker';
import { PartnershipCard } from '@/components/partnership-terms/PartnershipCard';
import { ServedSalesPoints } from '@/components/partnership-terms/ServedSalesPoints';
import { usePartnership } from '@/components/partnership-terms/use-partnership';
import { formatDate } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';

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
    <PartnershipCard
      side="supplier"
      list={{ path: '/supplier/clients', label: 'Клиенты' }}
      partnership={data}
      organizationId={organizationId}
      onDone={reload}
      info={
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography>ИНН: {data.partner.inn ?? '—'}</Typography>
          <Typography color="text.secondary">Партнёрство с {formatDate(data.created_at)}</Typography>
          {data.status === 'invited' && !data.can_respond && (
            <Typography color="text.secondary">Приглашение отправлено, клиент ещё не ответил</Typography>
          )}
        </Paper>
      }
    >
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
    </PartnershipCard>
  );
}
