import type { ModuleId } from '@/modules/types';
import { NO_ACCESS_MODULE } from './guards';
import type { ShellSession } from './session';

/**
 * Where the short path /contracts leads (spec 000 §2, issue 19 item 11): the contracts of the
 * module the user works in — the last active one when the user has it, else the client's, else
 * the supplier's; a user with neither module gets /no-access-module.
 */
export function contractsPathFor(session: ShellSession, lastModule: ModuleId | undefined): string {
  const { module_client: client, module_supplier: supplier } = session.modules;
  if (lastModule === 'supplier' && supplier) return '/supplier/contracts';
  if (client) return '/client/contracts';
  if (supplier) return '/supplier/contracts';
  return NO_ACCESS_MODULE;
}
