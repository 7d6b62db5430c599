import { organizationDraft, signupBody } from '@contract/users';
import { z } from '@contract/zod';
import type { RegisterParams } from '@/providers/auth-provider';

/**
 * The registration form: the contract's signup fields, with the optional organization flattened
 * into its own inputs. An organization needs a name; INN alone is not enough.
 */
export const registerForm = signupBody
  .pick({ name: true, email: true, password: true, invite_token: true })
  .extend({
    organization_name: z.string().trim().max(255, 'Название организации: не длиннее 255 символов'),
    inn: z.union([z.literal(''), organizationDraft.shape.inn.unwrap().unwrap()]),
    module_client: z.boolean(),
    module_supplier: z.boolean(),
    personal_data_consent: z.boolean(),
  })
  .refine((v) => v.personal_data_consent, {
    message: 'Подтвердите согласие на обработку персональных данных',
    path: ['personal_data_consent'],
  })
  .refine((v) => v.organization_name !== '' || v.inn === '', {
    message: 'Укажите название организации',
    path: ['organization_name'],
  })
  .refine((v) => v.organization_name === '' || v.module_client || v.module_supplier, {
    message: 'Отметьте, покупаете вы или продаёте',
    path: ['module_client'],
  });

export type RegisterFormInput = z.input<typeof registerForm>;
export type RegisterFormValues = z.output<typeof registerForm>;

export function toSignupBody(values: RegisterFormValues): RegisterParams {
  const { organization_name, inn, module_client, module_supplier, invite_token, ...user } = values;
  return {
    ...user,
    invite_token: invite_token || null,
    organization: organization_name
      ? { name: organization_name, inn: inn || null, module_client, module_supplier, module_inventory: false }
      : null,
  };
}
