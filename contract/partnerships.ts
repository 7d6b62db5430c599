import { id, idList, listQuery, listResponse, optionalText } from './common';
import { DAY_TIMES } from './day-times';
import { z } from './zod';

export { DAY_TIMES };

export const PARTNERSHIP_STATUSES = [
  { status: 'invited', label: 'Приглашение', color: 'orange' },
  { status: 'active', label: 'Действует', color: 'green' },
  { status: 'declined', label: 'Отклонено', color: 'red' },
] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number]['status'];
export const partnershipStatus = z.enum(['invited', 'active', 'declined'], {
  error: 'Статус партнёрства: invited, active или declined',
});

/** Money as a decimal string ("123.45"); numbers are accepted and normalised. */
export const moneyField = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}: ожидается число` })
    .transform((v) => String(v).replace(/\s/g, '').replace(',', '.'))
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), {
      error: `${label}: неотрицательное число, не больше двух знаков после запятой`,
    });

/** Any time of day «ЧЧ:ММ»: the cut-off, delivery windows and opening hours (night ones too). */
export const anyTime = (label: string) =>
  z
    .string({ error: `${label}: ожидается время ЧЧ:ММ` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label}: время в формате ЧЧ:ММ, от 00:00 до 23:59` });

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
/** A window as minute ranges within one day; one across midnight becomes two. */
const segments = (w: { from: string; to: string }): [number, number][] => {
  const from = minutesOf(w.from);
  const to = minutesOf(w.to);
  return from < to
    ? [[from, to]]
    : [
        [from, 24 * 60],
        [0, to],
      ];
};

/** A delivery window; one that ends before it starts runs across midnight (22:00–02:00). */
export const deliveryWindow = z
  .strictObject({ from: anyTime('Начало окна доставки'), to: anyTime('Конец окна доставки') })
  .refine((w) => w.from !== w.to, { error: 'Окно доставки должно заканчиваться позже, чем начинается' });

export const deliveryWindows = z
  .array(deliveryWindow)
  .max(12, 'Не больше 12 окон доставки')
  .refine(
    (windows) => {
      const parts = windows.flatMap(segments).sort((a, b) => a[0] - b[0]);
      return parts.every((p, i) => i === 0 || parts[i - 1][1] <= p[0]);
    },
    { error: 'Окна доставки не должны пересекаться' },
  );

export const WEEKDAYS = [
  { id: 1, short: 'Пн', label: 'Понедельник' },
  { id: 2, short: 'Вт', label: 'Вторник' },
  { id: 3, short: 'Ср', label: 'Среда' },
  { id: 4, short: 'Чт', label: 'Четверг' },
  { id: 5, short: 'Пт', label: 'Пятница' },
  { id: 6, short: 'Сб', label: 'Суббота' },
  { id: 7, short: 'Вс', label: 'Воскресенье' },
] as const;
export const deliveryWeekdays = z
  .array(
    z
      .number({ error: 'День недели: число от 1 до 7' })
      .int()
      .min(1, 'День недели: от 1 до 7')
      .max(7, 'День недели: от 1 до 7'),
  )
  .min(1, 'Выберите хотя бы один день доставки')
  .max(7)
  .transform((days) => [...new Set(days)].sort());

export const organizationRef = z.object({ id: z.number(), name: z.string(), inn: z.string().nullable() });
export type OrganizationRef = z.infer<typeof organizationRef>;

/** Both sides of a partnership or contract, and the other one seen from the organization acting. */
export const partnerFields = {
  client_organization_id: z.number(),
  supplier_organization_id: z.number(),
  client_organization: organizationRef,
  supplier_organization: organizationRef,
  /** The other side, seen from the organization the request acts for. */
  partner: organizationRef,
};

export const partnership = z
  .object({
    id: z.number(),
    ...partnerFields,
    status: partnershipStatus,
    invited_by_organization_id: z.number().nullable(),
    /** True when the caller's side was invited and may still accept or decline. */
    can_respond: z.boolean(),
    min_order_amount: z.string(),
    delivery_weekdays: z.array(z.number()),
    order_cutoff_time: z.string().nullable(),
    delivery_windows: z.array(z.object({ from: z.string(), to: z.string() })),
    sales_point_ids: z.array(z.number()),
    /** The supplier's clock, on which order_cutoff_time is read (IANA name). */
    supplier_time_zone: z.string().meta({ example: 'Europe/Moscow' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Partnership' });
export type Partnership = z.infer<typeof partnership>;
export const partnershipList = listResponse(partnership);

export const PARTNERSHIP_SORT_FIELDS = ['id', 'name', 'inn'] as const;
export const partnershipListQuery = listQuery(PARTNERSHIP_SORT_FIELDS).extend({
  organization_id: id.optional(),
  status: partnershipStatus.optional(),
  /** The partner's name (ё = е, any case) or INN. */
  query: optionalText(255, 'Поиск'),
  partner_organization_ids: idList,
});
export type PartnershipListQuery = z.infer<typeof partnershipListQuery>;

export const organizationQuery = z.object({ organization_id: id });
export const optionalOrganizationQuery = z.object({ organization_id: id.optional() });
export const partnershipIdParam = z.object({ partnershipId: id });

const respond = z.enum(['active', 'declined'], { error: 'Ответ на приглашение: active или declined' });
export const clientPartnershipUpdate = z
  .object({ status: respond.optional(), sales_point_ids: z.array(id).max(1000).optional() })
  .strict();
export const supplierPartnershipUpdate = clientPartnershipUpdate
  .extend({
    min_order_amount: moneyField('Минимальная сумма заказа').optional(),
    delivery_weekdays: deliveryWeekdays.optional(),
    order_cutoff_time: anyTime('Время окончания приёма заказов').nullable().optional(),
    delivery_windows: deliveryWindows.optional(),
  })
  .strict();
export type SupplierPartnershipUpdate = z.infer<typeof supplierPartnershipUpdate>;

export const INN_PATTERN = /^(\d{10}|\d{12})$/;
export const inviteBulkBody = z.strictObject({
  /** Each item is an INN (10 or 12 digits) or an e-mail. */
  items: z
    .array(
      z
        .string({ error: 'Ожидается ИНН или e-mail' })
        .trim()
        .min(1, 'Пустая строка')
        .max(254, 'Слишком длинная строка'),
    )
    .min(1, 'Укажите хотя бы один ИНН или e-mail')
    .max(100, 'Не больше 100 приглашений за раз'),
});
export const inviteResult = z.object({
  input: z.string(),
  status: z.enum(['invited', 'already_partner', 'email_sent', 'error']),
  detail: z.string(),
  partnership_id: z.number().nullable(),
});
export type InviteResult = z.infer<typeof inviteResult>;
export const inviteBulkResponse = z.object({ items: z.array(inviteResult) });

export const partnershipSalesPoint = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  is_active: z.boolean(),
  served: z.boolean(),
  time_zone: z.string().meta({ example: 'Asia/Novosibirsk' }),
});
export const partnershipSalesPoints = z.object({ items: z.array(partnershipSalesPoint) });
