import { DEFAULT_MODULES, type ModulesSetting } from '@contract/modules';

/** What /v1/users/me answers for `user`: no organization admin, intros seen, `modules` on. */
export const meAnswer = (
  user: { id: number; name: string; email: string; is_back_office: boolean; impersonated_by: unknown },
  modules: Partial<ModulesSetting>,
) => ({
  ...user,
  access: {},
  settings: { start_intro_client: false, start_intro_supplier: false },
  modules: { ...DEFAULT_MODULES, ...modules },
  is_org_admin: false,
});
