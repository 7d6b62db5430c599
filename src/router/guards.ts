import type { GuardName } from '@/modules/types';
import { isBackOfficeAtHome, type ShellSession } from './session';

export const LOGIN_REDIRECT = '/login?message=login';
export const NO_ACCESS_MODULE = '/no-access-module';
export const NO_ACCESS = '/no-access';

export type GuardOutcome =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown'; name: string };

type Guard = (session: ShellSession) => string | null;

/** Spec 000 §6: each guard returns where to send a user it refuses, or null. */
const GUARDS: Record<GuardName, Guard> = {
  auth: (s) => (s.authenticated ? null : LOGIN_REDIRECT),
  client: (s) => (s.modules.module_client ? null : NO_ACCESS_MODULE),
  supplier: (s) => (s.modules.module_supplier ? null : NO_ACCESS_MODULE),
  document: (s) => (s.modules.module_inventory ? null : NO_ACCESS_MODULE),
  'no-admin': (s) => (isBackOfficeAtHome(s) ? NO_ACCESS_MODULE : null),
  'back-office': (s) => (s.isBackOffice ? null : NO_ACCESS),
};

export const isGuardName = (name: string): name is GuardName => Object.hasOwn(GUARDS, name);

/**
 * Runs the guards in order; the first refusal wins. `auth` always runs first so a logged-out
 * visitor goes to the login page, not to /no-access-module.
 */
export function runGuards(names: readonly string[], session: ShellSession): GuardOutcome {
  const unknown = names.find((name) => !isGuardName(name));
  if (unknown !== undefined) return { kind: 'unknown', name: unknown };
  const ordered = [...names].sort((a, b) => Number(b === 'auth') - Number(a === 'auth'));
  for (const name of ordered) {
    const to = GUARDS[name as GuardName](session);
    if (to) return { kind: 'redirect', to };
  }
  return { kind: 'pass' };
}
