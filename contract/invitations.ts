import { email, id, optionalText } from './common';
import { z } from './zod';

export const inviteUserBody = z.object({
  organization_id: id,
  email,
  role_id: id,
  name: optionalText(120, 'Имя'),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;

/** added: an existing user got the role at once; invited: an invitation went to the e-mail. */
export const inviteUserResponse = z.object({ status: z.enum(['added', 'invited']) });
export type InviteUserResponse = z.infer<typeof inviteUserResponse>;

/** The invitation form of the SPA (the organization comes from the route). */
export const inviteForm = z.object({
  organization_id: z.number().optional(),
  email,
  name: optionalText(120, 'Имя'),
  role_id: z.number({ error: 'Выберите роль' }).int().positive('Выберите роль'),
});
export type InviteFormValues = z.infer<typeof inviteForm>;
