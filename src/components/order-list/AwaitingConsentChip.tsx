import { ORDER_STATUSES } from '@contract/statuses';
import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/providers/http';

export const AWAITING_CLIENT = ORDER_STATUSES.byKey.awaiting_client.id;

/**
 * The buyer's flag for orders the supplier changed (issue 19): how many wait for the buyer's
 * answer; a click shows just those. Nothing when none wait.
 */
export function AwaitingConsentChip({
  organizationId,
  onPick,
}: {
  organizationId: number | null | undefined;
  onPick: () => void;
}) {
  const { data } = useQuery({
    // Under the list's key: a status change that refreshes the lists refreshes this count too.
    queryKey: ['client-orders', 'awaiting-consent', organizationId],
    queryFn: () =>
      http.get<{ total: number }>('/v1/client/orders/', {
        status_ids: AWAITING_CLIENT,
        limit: 1,
        ...(organizationId ? { client_organization_ids: organizationId } : {}),
      }),
  });
  if (!data?.total) return null;
  return (
    <Chip
      color="warning"
      clickable
      onClick={onPick}
      label={`Ждут вашего согласия: ${data.total}`}
      data-testid="awaiting-consent"
    />
  );
}
