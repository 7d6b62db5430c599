import { DEFAULT_TIME_ZONE, utcOffsetMinutes, zonedParts } from './time-zones';

/**
 * The times of a deal as the place it belongs to keeps them (docs/decisions.md, «Deal times in the
 * place's zone»): a delivery at 08:00 in Moscow reads «08:00» in Moscow and «08:00 МСК» anywhere else.
 */

const MOSCOW_OFFSET = 180;
const pad2 = (n: number) => String(n).padStart(2, '0');

// Moscow has kept UTC+3 all year since 2014: a zone is named by its shift from it.
function fromMoscow(utcOffset: number) {
  const shift = utcOffset - MOSCOW_OFFSET;
  if (shift === 0) return 'МСК';
  const abs = Math.abs(shift);
  const minutes = abs % 60 ? `:${pad2(abs % 60)}` : '';
  return `МСК${shift < 0 ? '−' : '+'}${Math.floor(abs / 60)}${minutes}`;
}

/** The zone as Russian timetables name it, from Moscow: «МСК», «МСК+4», «МСК−1». */
export const zoneAbbreviation = (zone: string | null | undefined, at = new Date()) =>
  fromMoscow(utcOffsetMinutes(at, zone || DEFAULT_TIME_ZONE));

const toDate = (value: string | Date | null | undefined) => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Whose clock reads the time: an IANA zone, `'local'` (this browser's own clock, read without Intl),
 * or null when unknown (a letter, a printed page).
 */
export type Viewer = string | 'local' | null;

const viewerOffset = (at: Date, viewer: string) =>
  viewer === 'local' ? -at.getTimezoneOffset() : utcOffsetMinutes(at, viewer);

/** The label to add at that instant: none when the viewer's clock reads the same as the place's. */
const labelFor = (at: Date, offset: number, viewer: Viewer) =>
  viewer !== null && viewerOffset(at, viewer) === offset ? '' : fromMoscow(offset);

/**
 * «27.11.2026 08:00» on the place's clock and its zone «МСК+4» when the viewer's clock differs there
 * (empty when not); a viewer of unknown zone (null) always gets the zone named. Null: no time.
 */
export function zonedDateTimeParts(
  value: string | Date | null | undefined,
  zone: string | null | undefined,
  viewer: Viewer,
) {
  const at = toDate(value);
  if (!at) return null;
  const place = zone || DEFAULT_TIME_ZONE;
  const offset = utcOffsetMinutes(at, place);
  const local = new Date(at.getTime() + offset * 60_000);
  const date = `${pad2(local.getUTCDate())}.${pad2(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
  const time = `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`;
  return { text: `${date} ${time}`, label: labelFor(at, offset, viewer) };
}

/**
 * A time of day the place keeps (a supplier's cut-off «14:00»), its zone named when the viewer's clock
 * differs at `at`: «14:00 МСК»; plain «14:00» on the same clock.
 */
export function formatZonedClock(
  hhmm: string,
  zone: string | null | undefined,
  viewer: Viewer,
  at = new Date(),
) {
  const label = labelFor(at, utcOffsetMinutes(at, zone || DEFAULT_TIME_ZONE), viewer);
  return label ? `${hhmm} ${label}` : hhmm;
}

/** «27.11.2026 08:00», «27.11.2026 08:00 МСК» (see zonedDateTimeParts); «—» for no time. */
export function formatZonedDateTime(
  value: string | Date | null | undefined,
  zone: string | null | undefined,
  viewer: Viewer,
) {
  const parts = zonedDateTimeParts(value, zone, viewer);
  if (!parts) return '—';
  return parts.label ? `${parts.text} ${parts.label}` : parts.text;
}

/** «27.11.2026» on the place's clock: the date a deal happened there, whatever the viewer's midnight. */
export function formatZonedDate(value: string | Date | null | undefined, zone: string | null | undefined) {
  const at = toDate(value);
  if (!at) return '—';
  const [year, month, day] = zonedParts(at, zone || DEFAULT_TIME_ZONE).date.split('-');
  return `${day}.${month}.${year}`;
}
