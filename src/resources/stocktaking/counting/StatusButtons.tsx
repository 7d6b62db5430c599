import { STOCKTAKING_STATUSES, type StocktakingStatus } from '@contract/statuses';
import { Button, Stack } from '@mui/material';

const ACTION: Record<StocktakingStatus, string> = {
  draft: 'В черновик',
  counting: 'Начать подсчёт',
  counted: 'Завершить подсчёт',
  accounted: 'Провести',
  canceled: 'Отменить',
};

/** Buttons for the transitions the server reports as allowed; «Провести» needs the accounting right. */
export function StatusButtons({
  currentStatus,
  nextStatusIds,
  busy,
  onChange,
}: {
  currentStatus: StocktakingStatus;
  nextStatusIds: number[];
  busy: boolean;
  onChange(statusId: number): void;
}) {
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {nextStatusIds.map((id) => {
        const status = STOCKTAKING_STATUSES.byId.get(id);
        if (!status) return null;
        const label =
          currentStatus === 'counted' && status.status === 'counting'
            ? 'Вернуть в подсчёт'
            : ACTION[status.status];
        return (
          <Button
            key={id}
            disabled={busy}
            variant={status.status === 'canceled' ? 'outlined' : 'contained'}
            color={
              status.status === 'canceled' ? 'error' : status.status === 'accounted' ? 'success' : 'primary'
            }
            onClick={() => onChange(id)}
          >
            {label}
          </Button>
        );
      })}
    </Stack>
  );
}
