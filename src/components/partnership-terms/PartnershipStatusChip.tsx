import { PARTNERSHIP_STATUSES, type PartnershipStatus } from '@contract/partnerships';
import { StatusChip } from '@/components/status-chip';

export const PARTNERSHIP_LABELS: Record<PartnershipStatus, string> = {
  invited: 'Приглашение',
  active: 'Активно',
  declined: 'Отклонено',
};

/** Приглашение / Активно / Отклонено with the colours of contract/partnerships.ts. */
export function PartnershipStatusChip({ status }: { status: PartnershipStatus }) {
  const known = PARTNERSHIP_STATUSES.find((s) => s.status === status);
  return <StatusChip label={PARTNERSHIP_LABELS[status]} color={known?.color ?? 'grey'} />;
}
