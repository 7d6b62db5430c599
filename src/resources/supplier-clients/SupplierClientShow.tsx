import { Alert, LinearProgress, Paper, Typography } from '@mui/material';
import { Suspense } from 'react';
import { PartnershipCard } from '@/components/partnership-terms/PartnershipCard';
import { ServedSalesPoints } from '@/components/partnership-terms/ServedSalesPoints';
import { usePartnership, usePartnershipPage } from '@/components/partnership-terms/use-partnership';
import { formatDate } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';
import { lazyComponent } from '@/router/lazy-component';

// The terms form (its schema, time selects and zone labels) arrives after the card: the route stays in budget.
const PartnershipTermsForm = lazyComponent(() =>
  import('@/components/partnership-terms/PartnershipTermsForm').then((m) => ({
    default: m.PartnershipTermsForm,
  })),
);

/** The client card of the supplier: who, ordering terms, served sales points, contracts. */
export default function SupplierClientShow() {
  const { organizationId, partnership } = usePartnershipPage(usePartnership, 'supplier', 'Клиент');
  const data = partnership.data;
  if (partnership.error) return <Alert severity="error">{messageOf(partnership.error)}</Alert>;
  if (!data || !organizationId) return <LinearProgress />;
  const reload = () => void partnership.refetch();

  return (
    <PartnershipCard
      side="supplier"
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
