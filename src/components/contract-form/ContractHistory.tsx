import type { Contract } from '@contract/contracts';
import { CONTRACT_STATUSES } from '@contract/statuses';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDealTime } from '@/i18n/deal-time';

const label = (id: number | null) =>
  id === null ? '—' : (CONTRACT_STATUSES.byId.get(id)?.label ?? String(id));

/** «История статусов»: who moved the contract from which status to which, and when (on the supplier's clock). */
export function ContractHistory({
  entries,
  timeZone,
  clientOrganizationId,
}: {
  entries: Contract['history'];
  timeZone: string;
  clientOrganizationId?: number;
}) {
  const sideOf = (organizationId: number | null) =>
    organizationId === null || clientOrganizationId === undefined
      ? ''
      : organizationId === clientOrganizationId
        ? ' (клиент)'
        : ' (поставщик)';
  if (entries.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2">История статусов</Typography>
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.id} disableGutters data-testid="contract-history-entry">
            <ListItemText
              primary={`${label(entry.from_status_id)} → ${label(entry.to_status_id)}`}
              secondary={`${formatDealTime(entry.at, timeZone)}${entry.user_name ? `, ${entry.user_name}` : ''}${sideOf(entry.organization_id)}${entry.comment ? ` — ${entry.comment}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
