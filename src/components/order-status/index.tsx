import { ORDER_STATUSES } from '@contract/statuses';
import { StatusChip } from '@/components/status-chip';

/** An order status as its coloured chip (colours of contract/statuses.ts). */
export function OrderStatusChip({ statusId, size }: { statusId: number; size?: 'small' | 'medium' }) {
  const def = ORDER_STATUSES.byId.get(statusId);
  if (!def) return null;
  return <StatusChip label={def.label} color={def.color} size={size} />;
}

export const orderStatusLabel = (statusId: number) => ORDER_STATUSES.byId.get(statusId)?.label ?? '—';
