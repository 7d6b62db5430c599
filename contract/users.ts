import { email, id, oneLine, optionalOneLine, password } from './common';
import { modulesSetting } from './modules';
import { isValidInn } from './requisites';
import { z } from './zod';

export const loginBody = z.strictObject({
  username: email,
  password: z
    .string({ error: 'Укажите пароль' })
    .min(1, 'Укажите пароль')
    .max(1024, 'Слишком длинный пароль'),
});

export const tokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') });

export const organizationDraft = z.strictObject({
  name: oneLine(255, 'Название организации'),
  inn: z
    .string()
    .trim()
    .regex(/^(\d{10}|\d{12})$/, 'ИНН состоит из 10 или 12 цифр')
    .refine(isValidInn, 'ИНН: неверная контрольная цифра — проверьте номер')
    .nullish(),
  module_client: z.boolean().default(true),
  module_supplier: z.boolean().default(false),
  module_inventory: z.boolean().default(false),
});

export const signupBody = z.strictObject({
  name: oneLine(120, 'Имя'),
  email,
  password,
  phone: optionalOneLine(32, 'Телефон'),
  /** When present, the new user also gets a new organization and its «Администратор» role. */
  organization: organizationDraft.nullish(),
  /** An invitation token from an e-mail: joins the inviting organization with the offered role. */
  invite_token: z.string().max(200).nullish(),
  /** The visitor's consent to personal-data processing (152-ФЗ); the sign-up form requires it. */
  personal_data_consent: z
    .boolean()
    .refine((given) => given, 'Без согласия на обработку персональных данных регистрация невозможна')
    .optional(),
});

export const forgotPasswordQuery = z.object({ email });
/** The reset link's token and the new password: a query (the spec's GET) or a body (POST, kept out of URLs). */
export const changePasswordQuery = z.object({
  token: z.string({ error: 'Нет кода восстановления' }).min(10, 'Неверный код восстановления').max(200),
  new_password: password,
});
export const changePasswordBody = changePasswordQuery.strict();
export const verifyEmailQuery = z.object({
  token: z.string({ error: 'Нет кода подтверждения' }).min(10, 'Неверный код подтверждения').max(200),
});

export const userSettings = z.object({
  start_intro_client: z.boolean(),
  start_intro_supplier: z.boolean(),
  /**
   * The short-path menu variant (spec 000, issue 19 item 11), chosen by each user in the profile:
   * sales points, contracts, roles and users stay in the menu of organization admins only.
   */
  short_path_menu: z.boolean(),
});

export const meOrganization = z.object({
  id: z.number(),
  name: z.string(),
  is_admin: z.boolean(),
  roles: z.array(z.object({ id: z.number(), name: z.string(), is_system: z.boolean() })),
  modules: modulesSetting,
  /** The organization's clock (IANA name): «today» of its price lists and exports. */
  time_zone: z.string().optional().meta({ example: 'Europe/Moscow' }),
});

export const me = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    email_verified: z.boolean(),
    is_back_office: z.boolean(),
    is_org_admin: z.boolean(),
    impersonated_by: z.object({ id: z.number(), name: z.string() }).nullable(),
    organizations: z.array(meOrganization),
    access: z.record(z.string(), z.boolean()),
    settings: userSettings,
    modules: modulesSetting,
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof me>;

export const updateMeBody = z
  .object({
    name: oneLine(120, 'Имя').optional(),
    phone: optionalOneLine(32, 'Телефон'),
    settings: userSettings.partial().strict().optional(),
    current_password: z.string().max(1024).optional(),
    new_password: password.optional(),
  })
  .strict()
  .refine((b) => !b.new_password || b.current_password, {
    message: 'Укажите текущий пароль',
    path: ['current_password'],
  });

export const loginAsParams = z.object({ id });
export const loginAsQuery = z.object({
  reason: oneLine(500, 'Причина входа').optional(),
});
export const loginAsResponse = tokenResponse.extend({ impersonation_id: z.number() });
