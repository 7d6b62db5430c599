/**
 * Local time of organizations and sales points (Russia spans 11 zones). Zones are IANA names; the
 * arithmetic uses Intl only, so it follows the time-zone database of the runtime.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** The zones offered in the forms, west to east, with a Russian city name. */
export const RUSSIAN_TIME_ZONES = [
  { id: 'Europe/Kaliningrad', city: 'Калининград' },
  { id: 'Europe/Moscow', city: 'Москва' },
  { id: 'Europe/Volgograd', city: 'Волгоград' },
  { id: 'Europe/Samara', city: 'Самара' },
  { id: 'Asia/Yekaterinburg', city: 'Екатеринбург' },
  { id: 'Asia/Omsk', city: 'Омск' },
  { id: 'Asia/Novosibirsk', city: 'Новосибирск' },
  { id: 'Asia/Krasnoyarsk', city: 'Красноярск' },
  { id: 'Asia/Irkutsk', city: 'Иркутск' },
  { id: 'Asia/Yakutsk', city: 'Якутск' },
  { id: 'Asia/Chita', city: 'Чита' },
  { id: 'Asia/Vladivostok', city: 'Владивосток' },
  { id: 'Asia/Sakhalin', city: 'Южно-Сахалинск' },
  { id: 'Asia/Magadan', city: 'Магадан' },
  { id: 'Asia/Kamchatka', city: 'Петропавловск-Камчатский' },
  { id: 'Asia/Anadyr', city: 'Анадырь' },
] as const;
export type TimeZoneId = (typeof RUSSIAN_TIME_ZONES)[number]['id'];
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Local calendar date (YYYY-MM-DD), ISO weekday (1 = Monday) and minutes since midnight. */
export function zonedParts(instant: Date, zone: string = DEFAULT_TIME_ZONE) {
  const parts: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(instant)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    date,
    weekday: day === 0 ? 7 : day,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** The zone's offset from UTC in minutes at that instant (Novosibirsk: 420). */
export function utcOffsetMinutes(instant: Date, zone: string = DEFAULT_TIME_ZONE) {
  const local = zonedParts(instant, zone);
  const asUtc = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000 + local.seconds * 1000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a local date and time «HH:MM» in the zone. */
export function zonedInstant(isoDate: string, hhmm: string, zone: string = DEFAULT_TIME_ZONE) {
  const naive = Date.parse(`${isoDate}T${hhmm}:00Z`);
  let instant = naive - utcOffsetMinutes(new Date(naive), zone) * 60_000;
  // A second pass settles instants next to an offset change.
  instant = naive - utcOffsetMinutes(new Date(instant), zone) * 60_000;
  return new Date(instant);
}

/** Today's date (YYYY-MM-DD) in the zone. */
export const todayIn = (zone: string = DEFAULT_TIME_ZONE, now = new Date()) => zonedParts(now, zone).date;

/** «UTC+7», «UTC+3», «UTC+5:30». */
export function utcOffsetLabel(zone: string, now = new Date()) {
  const offset = utcOffsetMinutes(now, zone);
  const sign = offset < 0 ? '−' : '+';
  const abs = Math.abs(offset);
  const minutes = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : '';
  return `UTC${sign}${Math.floor(abs / 60)}${minutes}`;
}

const cityOf = (id: string) => RUSSIAN_TIME_ZONES.find((z) => z.id === id)?.city ?? id;

/** «Новосибирск (UTC+7)»; an unknown zone shows its IANA name. */
export function timeZoneLabel(zone: string | null | undefined, now = new Date()) {
  const id = zone || DEFAULT_TIME_ZONE;
  return `${cityOf(id)} (${utcOffsetLabel(id, now)})`;
}

/** «Новосибирск, UTC+7» — for use inside parentheses. */
export function timeZoneShort(zone: string | null | undefined, now = new Date()) {
  const id = zone || DEFAULT_TIME_ZONE;
  return `${cityOf(id)}, ${utcOffsetLabel(id, now)}`;
}
