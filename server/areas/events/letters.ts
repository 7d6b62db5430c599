import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Mail } from '../../plugins/mailer';

const signature = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');

/** A one-click unsubscribe token: the user id signed with the server's secret (no expiry, no state). */
export const unsubscribeToken = (secret: string, userId: number) => `${userId}.${signature(secret, userId)}`;

/** The user a token unsubscribes, or null when it is not one of ours. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

const footer = (config: AppConfig, userId: number) =>
  [
    '—',
    `Настроить уведомления: ${config.publicUrl}/profile`,
    `Отписаться от писем одним нажатием: ${config.publicUrl}/unsubscribe?token=${unsubscribeToken(config.jwtSecret, userId)}`,
  ].join('\n');

interface Recipient {
  userId: number;
  email: string;
  name: string;
}

/** One notification by e-mail: the summary names the order number, the counterparty and the sum in ₽. */
export function eventLetter(
  config: AppConfig,
  n: Recipient & { summary: string; link: string | null },
): Mail {
  const link = n.link ? `${config.publicUrl}${n.link}` : undefined;
  return {
    to: n.email,
    subject: n.summary,
    text: [
      `Здравствуйте, ${n.name}!`,
      '',
      `${n.summary}.`,
      ...(link ? ['', `Открыть: ${link}`] : []),
      '',
      footer(config, n.userId),
    ].join('\n'),
    link,
  };
}

/** The daily digest of what the user has not read yet. */
export function digestLetter(
  config: AppConfig,
  user: Recipient,
  items: { summary: string; link: string | null }[],
): Mail {
  const lines = items.map((i) => `• ${i.summary}${i.link ? ` — ${config.publicUrl}${i.link}` : ''}`);
  return {
    to: user.email,
    subject: `Сводка уведомлений: ${items.length} ${plural(items.length)}`,
    text: [
      `Здравствуйте, ${user.name}!`,
      '',
      'За последние сутки:',
      ...lines,
      '',
      footer(config, user.userId),
    ].join('\n'),
    link: `${config.publicUrl}/profile`,
  };
}

function plural(n: number) {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'событие';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'события';
  return 'событий';
}
