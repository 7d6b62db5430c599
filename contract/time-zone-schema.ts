import { RUSSIAN_TIME_ZONES, type TimeZoneId } from './time-zones';
import { z } from './zod';

// Apart from the clock of time-zones.ts, which the order catalog and the cards use without zod.
const ZONE_IDS = RUSSIAN_TIME_ZONES.map((z) => z.id) as [TimeZoneId, ...TimeZoneId[]];

export const timeZone = z
  .enum(ZONE_IDS, {
    error: `Часовой пояс: один из ${ZONE_IDS.join(', ')}`,
  })
  .meta({ description: 'Часовой пояс (IANA), например Asia/Novosibirsk', example: 'Europe/Moscow' });
