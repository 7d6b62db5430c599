import { deliveryDates, russianDate, WEEKDAY_SHORT, weekdayOf } from '@contract/order-delivery';
import type { Partnership } from '@contract/partnerships';
import { TIME_GRID } from '@contract/partnerships';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { toKopecks } from '@/components/order-money';
import { formatMoney } from '@/i18n/format';
import type { PointOption } from './catalog-api';

export interface Checkout {
  salesPointId: number | '';
  date: string;
  time: string;
  comment: string;
}

interface Props {
  partnership: Partnership;
  points: PointOption[];
  checkout: Checkout;
  onChange: (next: Checkout) => void;
  summary: { total: string; totalKopecks: bigint; count: number; invalid: number };
  busy: boolean;
  /** The client may keep a draft; a supplier's order goes straight to «Отправлен». */
  canDraft: boolean;
  onSubmit: (send: boolean) => void;
}

/** Sticky bar: running estimate, minimum-amount warning, allowed delivery days and windows, send. */
export function CheckoutBar({
  partnership,
  points,
  checkout,
  onChange,
  summary,
  busy,
  canDraft,
  onSubmit,
}: Props) {
  const dates = useMemo(() => deliveryDates(partnership, new Date()), [partnership]);
  const times = partnership.delivery_windows.length
    ? partnership.delivery_windows.map((w) => ({ value: w.from, label: `${w.from}–${w.to}` }))
    : TIME_GRID.map((t) => ({ value: t, label: t }));
  const min = toKopecks(partnership.min_order_amount) ?? 0n;
  const below = summary.count > 0 && summary.totalKopecks < min;
  const ready =
    summary.count > 0 &&
    summary.invalid === 0 &&
    checkout.salesPointId !== '' &&
    checkout.date &&
    checkout.time;
  const set = (patch: Partial<Checkout>) => onChange({ ...checkout, ...patch });

  return (
    <Paper
      elevation={6}
      sx={{ position: 'sticky', bottom: 0, p: 2, zIndex: 2 }}
      className="no-print"
      aria-label="Оформление заказа"
    >
      <Stack spacing={1.5}>
        {below && (
          <Alert severity="warning" data-testid="min-amount-warning">
            Минимальная сумма заказа у поставщика — {formatMoney(partnership.min_order_amount)}. Добавьте
            товаров ещё на {formatMoney(String(Number(min - summary.totalKopecks) / 100))}.
          </Alert>
        )}
        {summary.invalid > 0 && (
          <Alert severity="error">
            Количество — положительное число, не больше трёх знаков после запятой
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <TextField
            select
            size="small"
            label="Точка продаж"
            value={checkout.salesPointId}
            sx={{ minWidth: 220 }}
            onChange={(e) => set({ salesPointId: Number(e.target.value) })}
          >
            {points.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Дата доставки"
            value={checkout.date}
            sx={{ minWidth: 190 }}
            onChange={(e) => set({ date: e.target.value })}
          >
            {dates.map((d) => (
              <MenuItem key={d} value={d}>
                {russianDate(d)}, {WEEKDAY_SHORT[weekdayOf(d)]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={partnership.delivery_windows.length ? 'Окно доставки' : 'Время'}
            value={checkout.time}
            sx={{ minWidth: 150 }}
            onChange={(e) => set({ time: e.target.value })}
          >
            {times.map((t) => (
              <MenuItem key={t.value} value={t.value}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Комментарий"
            value={checkout.comment}
            onChange={(e) => set({ comment: e.target.value })}
            sx={{ flexGrow: 1 }}
          />
        </Stack>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" flexWrap="wrap">
          <Typography data-testid="cart-estimate">
            {summary.count} поз. · предварительно <strong>{formatMoney(summary.total)}</strong>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Итог посчитает сервер по прайс-листу
          </Typography>
          {canDraft && (
            <Button
              disabled={busy || summary.count === 0 || checkout.salesPointId === ''}
              onClick={() => onSubmit(false)}
            >
              Сохранить черновик
            </Button>
          )}
          <Button variant="contained" disabled={busy || !ready || below} onClick={() => onSubmit(true)}>
            Отправить заказ
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
