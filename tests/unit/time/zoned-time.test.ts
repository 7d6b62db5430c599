import {
  formatZonedClock,
  formatZonedDate,
  formatZonedDateTime,
  zoneAbbreviation,
} from '@contract/zoned-time';
import { describe, expect, it } from 'vitest';

/** Order 27's delivery: 08:00 in Moscow (05:00 UTC). */
const DUE = '2026-11-27T05:00:00.000Z';

describe('a deal time on its place’s clock', () => {
  it('names Russia’s zones from Moscow, as timetables do', () => {
    expect(zoneAbbreviation('Europe/Moscow')).toBe('МСК');
    expect(zoneAbbreviation('Europe/Kaliningrad')).toBe('МСК−1');
    expect(zoneAbbreviation('Asia/Novosibirsk')).toBe('МСК+4');
    expect(zoneAbbreviation('Asia/Kamchatka')).toBe('МСК+9');
  });

  it('shows the place’s time unlabelled to a viewer on the same clock', () => {
    expect(formatZonedDateTime(DUE, 'Europe/Moscow', 'Europe/Moscow')).toBe('27.11.2026 08:00');
    // Another zone name, the same clock: nothing to tell apart.
    expect(formatZonedDateTime(DUE, 'Asia/Novosibirsk', 'Asia/Krasnoyarsk')).toBe('27.11.2026 12:00');
  });

  it('keeps the place’s time and names its zone for a viewer elsewhere', () => {
    expect(formatZonedDateTime(DUE, 'Europe/Moscow', 'Asia/Novosibirsk')).toBe('27.11.2026 08:00 МСК');
    expect(formatZonedDateTime(DUE, 'Europe/Moscow', 'UTC')).toBe('27.11.2026 08:00 МСК');
    expect(formatZonedDateTime(DUE, 'Asia/Vladivostok', 'Europe/Moscow')).toBe('27.11.2026 15:00 МСК+7');
  });

  it('always names the zone when the reader’s clock is unknown (a letter, a printout)', () => {
    expect(formatZonedDateTime(DUE, 'Europe/Moscow', null)).toBe('27.11.2026 08:00 МСК');
  });

  it('crosses midnight on the place’s clock, not the viewer’s', () => {
    const lateInMoscow = '2026-11-27T20:30:00.000Z'; // 23:30 in Moscow, 03:30 next day in Novosibirsk
    expect(formatZonedDateTime(lateInMoscow, 'Europe/Moscow', 'Asia/Novosibirsk')).toBe(
      '27.11.2026 23:30 МСК',
    );
    expect(formatZonedDate(lateInMoscow, 'Europe/Moscow')).toBe('27.11.2026');
    expect(formatZonedDate(lateInMoscow, 'Asia/Novosibirsk')).toBe('28.11.2026');
  });

  it('names a supplier’s cut-off «до 14:00 МСК» only to a viewer on another clock', () => {
    const at = new Date(DUE);
    expect(formatZonedClock('14:00', 'Europe/Moscow', 'Asia/Novosibirsk', at)).toBe('14:00 МСК');
    expect(formatZonedClock('14:00', 'Asia/Vladivostok', null, at)).toBe('14:00 МСК+7');
    expect(formatZonedClock('14:00', 'Europe/Moscow', 'Europe/Moscow', at)).toBe('14:00');
  });

  it('prints a dash for no time or one that cannot be read', () => {
    expect(formatZonedDateTime(null, 'Europe/Moscow', null)).toBe('—');
    expect(formatZonedDateTime('не время', 'Europe/Moscow', 'local')).toBe('—');
  });
});
