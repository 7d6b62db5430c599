import { formatZonedClock, formatZonedDateTime, zonedDateTimeParts } from '@contract/zoned-time';

/**
 * A time of a deal on the clock of the place it belongs to (an order's sales point), named «МСК+4»
 * when this browser's clock differs there: «27.11.2026 08:00 МСК» (docs/decisions.md).
 */
export const formatDealTime = (value: string | Date | null | undefined, zone: string | null | undefined) =>
  formatZonedDateTime(value, zone, 'local');

/** The same as its time and its zone label apart (empty when not named), for a cell of two lines. */
export const dealTimeParts = (value: string | Date | null | undefined, zone: string | null | undefined) =>
  zonedDateTimeParts(value, zone, 'local');

/** A place's time of day (a supplier's cut-off): «14:00 МСК» when this browser's clock differs now. */
export const formatDealClock = (hhmm: string, zone: string | null | undefined) =>
  formatZonedClock(hhmm, zone, 'local');
