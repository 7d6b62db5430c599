import { type Partnership, WEEKDAYS } from '@contract/partnerships';

/** «Пн, Ср, Пт» — the delivery weekdays of a partnership; «—» when none. */
export function weekdaysSummary(days: Partnership['delivery_weekdays']): string {
  if (days.length === 0) return '—';
  return WEEKDAYS.filter((d) => days.includes(d.id))
    .map((d) => d.short)
    .join(', ');
}

/** «08:00–12:00, 14:00–18:00». */
export function windowsSummary(windows: Partnership['delivery_windows']): string {
  return windows.length === 0 ? '—' : windows.map((w) => `${w.from}–${w.to}`).join(', ');
}
