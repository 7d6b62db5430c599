import type { SuggestionGroup } from '@contract/replenishment';
import { Alert, Box, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { formatDateTime, formatMoney, formatQuantity, quantityInputValue } from '@/i18n/format';

export const lineKey = (group: SuggestionGroup, goodId: number) =>
  `${group.sales_point_id}:${group.supplier_organization_id ?? 'own'}:${goodId}`;

const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);

/** The group's total at the quantities on screen (kopecks, so sums stay exact). */
export function groupTotal(group: SuggestionGroup, quantities: Record<string, string>) {
  let total = 0;
  for (const line of group.lines) {
    if (line.price === null) continue;
    const quantity = Number((quantities[lineKey(group, line.good_id)] ?? line.quantity).replace(',', '.'));
    if (Number.isFinite(quantity)) total += Math.round(quantity * cents(line.price));
  }
  return total / 100;
}

/** One supplier's suggested order for one sales point: its lines with editable quantities and what falls short. */
export function SuggestionGroupCard({
  group,
  quantities,
  onQuantity,
  chosen,
  onChoose,
}: {
  group: SuggestionGroup;
  quantities: Record<string, string>;
  onQuantity(key: string, value: string): void;
  chosen: boolean;
  onChoose(chosen: boolean): void;
}) {
  const orderable = group.supplier_organization_id !== null;
  const total = groupTotal(group, quantities);
  const minimum = group.min_order_amount === null ? null : Number(group.min_order_amount);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="suggestion-group" aria-label={group.supplier_name}>
      <Stack direction="row" flexWrap="wrap" alignItems="center" gap={1} justifyContent="space-between">
        <FormControlLabel
          control={
            <Checkbox
              checked={chosen && orderable}
              disabled={!orderable}
              onChange={(e) => onChoose(e.target.checked)}
            />
          }
          label={
            <Typography variant="h6" component="h2">
              {group.supplier_name}
            </Typography>
          }
        />
        <Typography variant="body2" color="text.secondary">
          {group.sales_point_name}
          {group.next_delivery && ` · доставка ${formatDateTime(group.next_delivery)}`}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="group-total">
        Сумма: {formatMoney(total)}
        {minimum !== null && ` · минимальный заказ ${formatMoney(minimum)}`}
      </Typography>
      {group.shortfalls.map((text) => (
        <Alert key={text} severity="warning" sx={{ mb: 1 }}>
          {text}
        </Alert>
      ))}
      {minimum !== null && total < minimum && !group.shortfalls.some((s) => s.includes('минимальной')) && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          До минимальной суммы заказа не хватает {formatMoney(minimum - total)}
        </Alert>
      )}
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {group.lines.map((line) => {
          const key = lineKey(group, line.good_id);
          return (
            <Stack
              key={key}
              direction="row"
              flexWrap="wrap"
              alignItems="center"
              gap={1}
              sx={{ py: 1 }}
              data-testid="suggestion-line"
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography variant="body1">{line.good_name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Остаток {formatQuantity(line.stock_quantity)} {line.measure} · минимум{' '}
                  {formatQuantity(line.min_quantity)}
                  {' · до '}
                  {formatQuantity(line.order_up_to)} · расход {formatQuantity(line.daily_usage)} в день
                </Typography>
                {line.problem && (
                  <Typography variant="body2" color="error">
                    {line.problem}
                  </Typography>
                )}
              </Box>
              <TextField
                size="small"
                label={`Заказать, ${line.measure}`}
                value={quantities[key] ?? quantityInputValue(line.quantity)}
                onChange={(e) => onQuantity(key, e.target.value)}
                sx={{ width: 130 }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': `Заказать «${line.good_name}»` },
                }}
              />
              <Typography variant="body2" sx={{ width: 110, textAlign: 'right' }}>
                {line.price === null ? '—' : formatMoney(line.price)}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
