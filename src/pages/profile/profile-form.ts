import { oneLine, optionalOneLine, password } from '@contract/common';
import type { Me, updateMeBody } from '@contract/users';
import { z } from '@contract/zod';

/** The profile form; the password part is used only when a new password is typed. */
export const profileForm = z
  .object({
    name: oneLine(120, 'Имя'),
    phone: optionalOneLine(32, 'Телефон'),
    current_password: z.string().max(1024, 'Слишком длинный пароль'),
    new_password: z.union([z.literal(''), password]),
  })
  .refine((v) => !v.new_password || v.current_password, {
    message: 'Укажите текущий пароль',
    path: ['current_password'],
  });

export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileFormValues = z.output<typeof profileForm>;
export type UpdateMeBody = z.input<typeof updateMeBody>;

export const formValuesOf = (me: Me): ProfileFormInput => ({
  name: me.name,
  phone: me.phone ?? '',
  current_password: '',
  new_password: '',
});

export function toUpdateBody({
  name,
  phone,
  current_password,
  new_password,
}: ProfileFormValues): UpdateMeBody {
  return {
    name,
    phone: phone || null,
    ...(new_password ? { current_password, new_password } : {}),
  };
}
