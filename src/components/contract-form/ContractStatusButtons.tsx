import type { Contract } from '@contract/contracts';
import { CONTRACT_STATUSES } from '@contract/statuses';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { messageOf } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { contractsApi, type Side } from './contracts-api';

const ACTION_LABELS: Record<string, string> = {
  draft: 'Вернуть в черновик',
  on_approval: 'На согласование',
  active: 'Ввести в действие',
  suspended: 'Приостановить',
  terminated: 'Расторгнуть',
  expired: 'Отметить истёкшим',
};

/** Steps whose name depends on where the contract stands: consent of the other side (issue 18). */
const STEP_LABELS: Record<string, string> = {
  'on_approval>active': 'Согласовать',
  'on_approval>draft': 'Отклонить',
  'suspended>active': 'Возобновить',
};

const labelOf = (from: string | undefined, to: string) => STEP_LABELS[`${from}>${to}`] ?? ACTION_LABELS[to];

/**
 * One button per transition the server reports as allowed for this side: a contract sent for
 * approval is approved or rejected only by the other side.
 */
export function ContractStatusButtons({
  side,
  organizationId,
  contract,
  onChanged,
}: {
  side: Side;
  organizationId: number;
  contract: Contract;
  onChanged: (updated: Contract) => void;
}) {
  const [busy, setBusy] = useState(false);
  const move = async (targetStatusId: number) => {
    setBusy(true);
    try {
      const updated = await contractsApi(side, organizationId).setStatus(contract.id, targetStatusId);
      notify(`Статус договора: «${CONTRACT_STATUSES.byId.get(updated.status_id)?.label ?? ''}»`);
      onChanged(updated);
    } catch (error) {
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const current = CONTRACT_STATUSES.byId.get(contract.status_id)?.status;
  if (contract.allowed_status_ids.length === 0) {
    return current === 'on_approval' ? (
      <Typography variant="body2" color="text.secondary">
        Договор ждёт согласования другой стороной
      </Typography>
    ) : null;
  }
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {contract.allowed_status_ids.map((id) => {
        const status = CONTRACT_STATUSES.byId.get(id);
        if (!status) return null;
        return (
          <Button
            key={id}
            size="small"
            variant="outlined"
            color={status.status === 'terminated' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => void move(id)}
          >
            {labelOf(current, status.status) ?? status.label}
          </Button>
        );
      })}
    </Stack>
  );
}
