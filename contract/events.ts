import { id } from './common';
import { z } from './zod';

/** Every kind of live event, its Russian label (notification settings) and whether it may be e-mailed. */
export const EVENT_TYPES = {
  'order.created': { label: 'Новый заказ', email: true },
  'order.sent': { label: 'Заказ отправлен поставщику', email: true },
  'order.status_changed': { label: 'Статус заказа изменён', email: true },
  'order.lines_changed': { label: 'Позиции заказа изменены', email: true },
  'contract.approval_requested': { label: 'Договор отправлен на согласование', email: true },
  'contract.status_changed': { label: 'Статус договора изменён', email: true },
  'partnership.invited': { label: 'Приглашение к партнёрству', email: true },
  'partnership.accepted': { label: 'Партнёрство принято', email: true },
  'partnership.declined': { label: 'Партнёрство отклонено', email: true },
  'price_list.changed': { label: 'Прайс-лист изменён', email: true },
  'post.published': { label: 'Новость поставщика', email: false },
  'stock.changed': { label: 'Остатки точки продаж изменились', email: false },
  job: { label: 'Фоновая задача', email: false },
} as const;
export type EventType = keyof typeof EVENT_TYPES;
export const eventTypes = Object.keys(EVENT_TYPES) as [EventType, ...EventType[]];
/** The resource a live event refreshes in the SPA (Refine's liveProvider channel). */
export const EVENT_RESOURCES = [
  'orders',
  'contracts',
  'partnerships',
  'price_lists',
  'posts',
  'jobs',
  'stock',
] as const;

/** One Server-Sent Event's data (its `id:` is the same id, its `event:` is `type`). */
export const liveEvent = z
  .object({
    id: z.number().int(),
    type: z.enum(eventTypes),
    resource: z.enum(EVENT_RESOURCES),
    object_id: z.number().int().nullable(),
    organization_ids: z.array(z.number().int()),
    summary: z.string(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof liveEvent>;

export const eventsQuery = z.object({
  ticket: z.string().max(200).optional(),
  last_event_id: id.optional(),
});

export const eventTicket = z
  .object({ ticket: z.string(), expires_in: z.number().int() })
  .meta({ id: 'EventTicket' });

export const notification = z
  .object({
    id: z.number().int(),
    type: z.enum(eventTypes),
    organization_id: z.number().int(),
    summary: z.string(),
    link: z.string().nullable(),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notification>;

export const notificationsResponse = z.object({
  items: z.array(notification),
  total: z.number().int(),
  unread: z.number().int(),
});

export const EMAIL_MODES = {
  immediate: 'Сразу',
  digest: 'Раз в день, сводкой',
  off: 'Не присылать',
} as const;
export const notificationSettings = z
  .strictObject({
    email_mode: z.enum(['immediate', 'digest', 'off'], { error: 'Выберите, как присылать письма' }),
    email_types: z.array(z.enum(eventTypes, { error: 'Неизвестный вид уведомления' })).max(20),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** What a new user gets: every e-mailable event, immediately. */
export const DEFAULT_EMAIL_TYPES = eventTypes.filter((type) => EVENT_TYPES[type].email);
