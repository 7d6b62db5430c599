import type { StocktakingDoc } from '@contract/stocktaking';
import { Stack, Typography } from '@mui/material';
import { formatCount, formatMoney } from '@/i18n/format';

function Figure({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string;
  color?: string;
  testId?: string;
}) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" color={color} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Document totals, as computed by the server (SQL). */
export function TotalsBar({ totals }: { totals: StocktakingDoc['totals'] }) {
  const hidden = totals.surplus_amount === null;
  return (
    <Stack direction="row" spacing={{ xs: 2, sm: 4 }} flexWrap="wrap" useFlexGap>
      <Figure label="Строк" value={formatCount(totals.lines_count)} />
      <Figure label="Подсчитано" value={formatCount(totals.counted_count)} />
      <Figure label="С расхождением" value={hidden ? 'скрыто' : formatCount(totals.variance_count ?? 0)} />
      <Figure
        label="Излишки"
        value={hidden ? 'скрыто' : formatMoney(totals.surplus_amount)}
        color="success.main"
        testId="surplus"
      />
      <Figure
        label="Недостача"
        value={hidden ? 'скрыто' : formatMoney(totals.shortage_amount)}
        color="error.main"
        testId="shortage"
      />
    </Stack>
  );
}
