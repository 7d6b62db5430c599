import { STOCKTAKING_STATUSES, type StocktakingStatus } from '@contract/statuses';
import { Button, Stack } from '@mui/material';
import { type ConfirmRequest, useConfirm } from '@/components/confirm-dialog';

const ACTION: Record<StocktakingStatus, string> = {
  draft: 'В черновик',
  counting: 'Начать подсчёт',
  counted: 'Завершить подсчёт',
  accounted: 'Провести',
  canceled: 'Отменить',
};

interface Counts {
  lines_count: number;
  counted_count: number;
}

const uncountedText = (n: number) =>
  n === 0 ? 'Все строки подсчитаны.' : `Не подсчитано строк: ${n}. Их остатки по учёту не изменятся.`;

/** What an irreversible step asks before it is taken; null when it goes without a question. */
function question(
  target: StocktakingStatus,
  current: StocktakingStatus,
  totals: Counts,
): ConfirmRequest | null {
  if (target === 'accounted')
    return {
      title: 'Провести инвентаризацию?',
      text: `Остатки по учёту подсчитанных товаров станут равны факту. Провести инвентаризацию можно только один раз, отменить проведение нельзя. ${uncountedText(totals.lines_count - totals.counted_count)}`,
      action: 'Провести',
      color: 'success',
    };
  if (target === 'canceled')
    return {
      title: 'Отменить инвентаризацию?',
      text:
        current === 'counted'
          ? 'Подсчёт будет отменён: документ нельзя будет ни провести, ни вернуть в работу.'
          : 'Документ нельзя будет ни провести, ни вернуть в работу.',
      action: 'Отменить инвентаризацию',
      color: 'error',
    };
  return null;
}

/** Buttons for the transitions the server reports as allowed; «Провести» needs the accounting right. */
export function StatusButtons({
  currentStatus,
  nextStatusIds,
  totals,
  canAccount,
  busy,
  finishBlocked = null,
  onChange,
}: {
  currentStatus: StocktakingStatus;
  nextStatusIds: number[];
  totals: Counts;
  /** Holds the accounting right in the document's organization (the server refuses otherwise). */
  canAccount: boolean;
  busy: boolean;
  /** Why «Завершить подсчёт» is not offered now (facts not sent, a conflict open, no network). */
  finishBlocked?: string | null;
  onChange(statusId: number): void;
}) {
  const { confirm, dialog } = useConfirm();
  const choose = async (id: number, target: StocktakingStatus) => {
    const ask = question(target, currentStatus, totals);
    if (ask && !(await confirm(ask))) return;
    onChange(id);
  };
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {nextStatusIds.map((id) => {
        const status = STOCKTAKING_STATUSES.byId.get(id);
        if (!status || (status.status === 'accounted' && !canAccount)) return null;
        const label =
          currentStatus === 'counted' && status.status === 'counting'
            ? 'Вернуть в подсчёт'
            : ACTION[status.status];
        // Nothing to count yet: the count cannot be finished (the server refuses it too).
        const empty = status.status === 'counted' && totals.lines_count === 0;
        const held = status.status === 'counted' ? finishBlocked : null;
        return (
          <Button
            key={id}
            disabled={busy || empty || Boolean(held)}
            title={empty ? 'Добавьте в документ хотя бы одну строку' : (held ?? undefined)}
            variant={status.status === 'canceled' ? 'outlined' : 'contained'}
            color={
              status.status === 'canceled' ? 'error' : status.status === 'accounted' ? 'success' : 'primary'
            }
            onClick={() => choose(id, status.status)}
          >
            {label}
          </Button>
        );
      })}
      {dialog}
    </Stack>
  );
}
