import type { Memberships } from '../auth/memberships';
import type { AudienceEntry } from './emit';

/**
 * Whether a user may receive an event now: a member of one of its audience organizations holding
 * the permission there (any member when the entry names none), and the named user when there is one.
 * Returns the organizations through which they see it; empty means never send it.
 */
export function receivingOrganizations(userId: number, memberships: Memberships, audience: AudienceEntry[]) {
  const orgs: number[] = [];
  for (const entry of audience) {
    if (entry.u !== undefined && entry.u !== userId) continue;
    const held = memberships.get(entry.o);
    if (!held || (entry.p !== null && !held.has(entry.p))) continue;
    if (!orgs.includes(entry.o)) orgs.push(entry.o);
  }
  return orgs;
}
