import {
  id,
  idList,
  idNameOrNull,
  isoDateTime,
  listQuery,
  listResponse,
  oneLine,
  optionalOneLine,
  optionalText,
} from './common';
import { bikField, checkAccounts, innField, kppField, ogrnField } from './requisites';
import { timeZone } from './time-zone-schema';
import { z } from './zod';

/** A form's empty input means "no value". */
const blankable = <T extends z.ZodType<string | null>>(field: T) =>
  z
    .union([z.literal(''), field])
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value));

const phone = z
  .string({ error: 'Телефон: ожидается строка' })
  .trim()
  .regex(/^\+?[\d\s()-]{5,32}$/, 'Телефон: цифры, пробелы, скобки, «+» и «-», от 5 до 32 символов');
const emailText = z
  .string({ error: 'E-mail: ожидается строка' })
  .trim()
  .max(254, 'E-mail слишком длинный')
  .pipe(z.email({ error: 'Неверный формат e-mail' }));
const website = z
  .string({ error: 'Сайт: ожидается строка' })
  .trim()
  .max(255, 'Сайт: не длиннее 255 символов')
  .regex(/^(https?:\/\/)?[\p{L}\d.-]+\.[\p{L}]{2,}(\/\S*)?$/iu, 'Сайт: укажите адрес вида example.ru');

export const modulesBody = {
  module_client: z.boolean({ error: 'Ожидается true или false' }),
  module_supplier: z.boolean({ error: 'Ожидается true или false' }),
  module_inventory: z.boolean({ error: 'Ожидается true или false' }),
  module_setting: z.boolean({ error: 'Ожидается true или false' }),
  module_news: z.boolean({ error: 'Ожидается true или false' }),
};

export const organizationRequisites = {
  inn: blankable(innField),
  kpp: blankable(kppField),
  ogrn: blankable(ogrnField),
};

export const organizationCreateBody = z.strictObject({
  name: oneLine(255, 'Название организации'),
  ...organizationRequisites,
  module_client: modulesBody.module_client.default(true),
  module_supplier: modulesBody.module_supplier.default(false),
  module_inventory: modulesBody.module_inventory.default(false),
  module_setting: modulesBody.module_setting.default(true),
  module_news: modulesBody.module_news.default(true),
  /** Cut-off times and dates of the organization's rules are read on this clock. */
  time_zone: timeZone.default('Europe/Moscow'),
});
export type OrganizationCreateBody = z.input<typeof organizationCreateBody>;

/** PUT: only the fields sent change. */
export const organizationUpdateBody = z.strictObject({
  name: oneLine(255, 'Название организации').optional(),
  inn: organizationRequisites.inn.optional(),
  kpp: organizationRequisites.kpp.optional(),
  ogrn: organizationRequisites.ogrn.optional(),
  module_client: modulesBody.module_client.optional(),
  module_supplier: modulesBody.module_supplier.optional(),
  module_inventory: modulesBody.module_inventory.optional(),
  module_setting: modulesBody.module_setting.optional(),
  module_news: modulesBody.module_news.optional(),
  time_zone: timeZone.optional(),
});
export type OrganizationUpdateBody = z.input<typeof organizationUpdateBody>;

/** POST /{id}/organization_public_info replaces the card; inn/kpp/ogrn change only when sent. */
export const publicInfoBody = z
  .strictObject({
    description: optionalText(5000, 'Описание'),
    phone: blankable(phone),
    email: blankable(emailText),
    website: blankable(website),
    country_id: id.nullish(),
    region_id: id.nullish(),
    city_id: id.nullish(),
    street: optionalOneLine(500, 'Улица, дом'),
    inn: organizationRequisites.inn.optional(),
    kpp: organizationRequisites.kpp.optional(),
    ogrn: organizationRequisites.ogrn.optional(),
    bank_name: optionalOneLine(255, 'Банк'),
    bik: blankable(bikField),
    settlement_account: blankable(
      z
        .string()
        .trim()
        .regex(/^\d{20}$/, 'Расчётный счёт: 20 цифр'),
    ),
    correspondent_account: blankable(
      z
        .string()
        .trim()
        .regex(/^\d{20}$/, 'Корреспондентский счёт: 20 цифр'),
    ),
  })
  .superRefine(checkAccounts);
export type PublicInfoBody = z.input<typeof publicInfoBody>;

export const publicInfo = z.object({
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  ...idNameOrNull('country'),
  ...idNameOrNull('region'),
  ...idNameOrNull('city'),
  street: z.string().nullable(),
  bank_name: z.string().nullable(),
  bik: z.string().nullable(),
  settlement_account: z.string().nullable(),
  correspondent_account: z.string().nullable(),
});
export type PublicInfo = z.infer<typeof publicInfo>;

export const organization = z
  .object({
    id: z.number(),
    name: z.string(),
    inn: z.string().nullable(),
    kpp: z.string().nullable(),
    ogrn: z.string().nullable(),
    ...modulesBody,
    logo_url: z.string().nullable(),
    /** IANA time zone: the organization's clock for cut-off times and dates. */
    time_zone: z.string().meta({ example: 'Asia/Novosibirsk' }),
    public_info: publicInfo,
    /** The caller holds organization_u here: may edit, see the token, delete. */
    can_edit: z.boolean(),
    created_at: isoDateTime,
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organization>;

export const ORGANIZATION_SORT_FIELDS = ['id', 'name'] as const;
export const organizationsQuery = listQuery(ORGANIZATION_SORT_FIELDS).extend({
  name: z.string().trim().max(255, 'Название: не длиннее 255 символов').optional(),
  ids: idList,
});
export const organizationsResponse = listResponse(organization);

export const organizationToken = z.object({ token: z.string(), created_at: isoDateTime });

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MESSAGES = {
  type: 'Логотип должен быть изображением PNG, JPEG, GIF или WebP',
  size: 'Логотип должен быть не больше 2 МБ',
  missing: 'Прикрепите файл логотипа в поле upload_file',
} as const;

export const DELETE_BLOCKED_MESSAGE = 'Организацию нельзя удалить: по ней есть документы';
