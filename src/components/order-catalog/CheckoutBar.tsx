import {
  deliveryDates,
  deliveryTimes,
  russianDate,
  WEEKDAY_SHORT,
  weekdayOf,
} from '@contract/order-delivery';
import type { Partnership } from '@contract/partnerships';
import { DEFAULT_TIME_ZONE, timeZoneLabel } from '@contract/time-zones';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import { toKopecks } from '@/components/order-money';
import { formatMoney } from '@/i18n/format';
import { MEDIA } from '@/modules/constants';
import type { PointOption } from './catalog-api';
import { type CartLine, pieceProblem } from './use-cart';

/** The clock of the chosen sales point (Moscow until one is chosen). */
export const pointTimeZone = (points: PointOption[], id: number | '') =>
  points.find((p) => p.id === id)?.time_zone ?? DEFAULT_TIME_ZONE;

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
  /** Lines refused here (a fractional count of a piece good): the order is not sent while any is. */
  refused: CartLine[];
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
  refused,
  busy,
  canDraft,
  onSubmit,
}: Props) {
  const zone = pointTimeZone(points, checkout.salesPointId);
  const dates = useMemo(
    () =>
      deliveryDates(partnership, new Date(), 14, {
        supplier: partnership.supplier_time_zone,
        delivery: zone,
      }),
    [partnership, zone],
  );
  const times = deliveryTimes(partnership);
  const min = toKopecks(partnership.min_order_amount) ?? 0n;
  const below = summary.count > 0 && summary.totalKopecks < min;
  const ready =
    summary.count > 0 &&
    summary.invalid === 0 &&
    checkout.salesPointId !== '' &&
    checkout.date &&
    checkout.time;
  const set = (patch: Partial<Checkout>) => onChange({ ...checkout, ...patch });
  // Below 768 px only the total and the buttons stay on screen; the delivery fields scroll with the page.
  const mobile = useMediaQuery(MEDIA.mobile);
  const sticky = { position: 'sticky', bottom: 0, p: 2, zIndex: 2 } as const;

  const note = (
    <Typography variant="caption" color="text.secondary">
      Итог посчитает сервер по прайс-листу
    </Typography>
  );
  const actions = (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      alignItems="center"
      justifyContent="flex-end"
      flexWrap="wrap"
    >
      <Typography data-testid="cart-estimate">
        {summary.count} поз. · предварительно <strong>{formatMoney(summary.total)}</strong>
      </Typography>
      {!mobile && note}
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
  );

  return (
    <>
      <Paper
        elevation={mobile ? 1 : 6}
        sx={mobile ? { p: 2 } : sticky}
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
          {refused.length > 0 && (
            <Alert severity="error" data-testid="refused-lines">
              Не сохранено позиций: {refused.length} — заказ не отправить, пока количество не исправлено
              {refused.map((l) => (
                <div key={l.good_id}>{pieceProblem(l)}</div>
              ))}
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
            {checkout.salesPointId !== '' && (
              <Typography variant="body2" color="text.secondary" data-testid="delivery-time-zone">
                Время точки: {timeZoneLabel(zone)}
              </Typography>
            )}
            <TextField
              size="small"
              label="Комментарий"
              value={checkout.comment}
              onChange={(e) => set({ comment: e.target.value })}
              sx={{ flexGrow: 1 }}
            />
          </Stack>
          {mobile ? note : actions}
        </Stack>
      </Paper>
      {mobile && (
        <Paper elevation={6} sx={sticky} className="no-print" aria-label="Итог заказа">
          {actions}
        </Paper>
      )}
    </>
  );
}
