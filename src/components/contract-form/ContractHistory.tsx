import type { Contract } from '@contract/contracts';
import { CONTRACT_STATUSES } from '@contract/statuses';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDateTime } from '@/i18n/format';

const label = (id: number | null) =>
  id === null ? '—' : (CONTRACT_STATUSES.byId.get(id)?.label ?? String(id));

/** «История статусов»: who moved the contract from which status to which, and when. */
export function ContractHistory({
  entries,
  clientOrganizationId,
}: {
  entries: Contract['history'];
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
              secondary={`${formatDateTime(entry.at)}${entry.user_name ? `, ${entry.user_name}` : ''}${sideOf(entry.organization_id)}${entry.comment ? ` — ${entry.comment}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
