import { email, id, optionalOneLine } from './common';
import { z } from './zod';

export const inviteUserBody = z.strictObject({
  organization_id: id,
  email,
  role_id: id,
  name: optionalOneLine(120, 'Имя'),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;

/**
 * Always `invited`: whether or not the e-mail is registered, nobody is added before they accept
 * (the answer never tells whether an e-mail exists). `added` is kept for old clients.
 */
export const inviteUserResponse = z.object({ status: z.enum(['added', 'invited']) });

/** An invitation waiting for the signed-in user (GET /v1/users/invitations). */
export const myInvitation = z.object({
  id: z.number(),
  organization: z.object({ id: z.number(), name: z.string() }),
  role_name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitation>;
export const myInvitations = z.object({ items: z.array(myInvitation) });

/** An invitation of the organization not yet accepted: only what the inviter typed. */
export const pendingInvitation = z.object({
  id: z.number(),
  email: z.string(),
  role: z.object({ id: z.number(), name: z.string() }),
  created_at: z.string(),
  expires_at: z.string(),
});
export const pendingInvitations = z.object({ items: z.array(pendingInvitation) });
export type InviteUserResponse = z.infer<typeof inviteUserResponse>;

/** The invitation form of the SPA (the organization comes from the route). */
export const inviteForm = z.object({
  organization_id: z.number().optional(),
  email,
  name: optionalOneLine(120, 'Имя'),
  role_id: z.number({ error: 'Выберите роль' }).int().positive('Выберите роль'),
});
export type InviteFormValues = z.infer<typeof inviteForm>;
