import type { Partnership } from '@contract/partnerships';
import { Breadcrumbs, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { lazyComponent } from '@/router/lazy-component';
import { PartnershipStatusChip } from './PartnershipStatusChip';
import { RespondButtons } from './RespondButtons';
import { PARTNERS } from './resource';
import type { Side } from './respond';

// Below the terms: loaded after them (keeps the routes within their 450 kB budget).
const ContractsTable = lazyComponent(() =>
  import('@/components/contract-form/ContractsTable').then((m) => ({ default: m.ContractsTable })),
);

/**
 * The card of a partner, the same on both sides: the way back to the side's list («Поставщики» at
 * /client/suppliers), the partner's name and
 * status, `info`, the answer to an invitation, `children` (the side's own sections), the contracts.
 */
export function PartnershipCard({
  side,
  partnership,
  organizationId,
  onDone,
  info,
  children,
}: {
  side: Side;
  partnership: Partnership;
  organizationId: number;
  onDone: () => void;
  info: ReactNode;
  children: ReactNode;
}) {
  const partner = partnership.partner;
  const list = PARTNERS[side];
  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to={`/${side}/${list.segment}`}>
          {list.label}
        </Link>
        <Typography color="text.primary">{partner.name}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h4" component="h1">
          {partner.name}
        </Typography>
        <PartnershipStatusChip status={partnership.status} />
      </Stack>
      {info}
      <RespondButtons
        side={side}
        partnership={partnership}
        organizationId={organizationId}
        onDone={onDone}
        size="medium"
      />
      {children}
      <Typography variant="h5" component="h2">
        Договоры
      </Typography>
      <Suspense fallback={<LinearProgress />}>
        <ContractsTable side={side} organizationId={organizationId} partnerOrganizationId={partner.id} />
      </Suspense>
    </Stack>
  );
}
