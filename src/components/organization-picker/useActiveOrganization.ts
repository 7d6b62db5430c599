import type { Permission } from '@contract/permissions';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMe } from '@/providers/auth-provider';
import { organizationsWith } from './organizations-with';

const storageKey = (userId: number) => `active-organization:${userId}`;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function readChoice(userId: number | undefined): number | null {
  if (userId === undefined) return null;
  const raw = localStorage.getItem(storageKey(userId));
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

/**
 * The organization a screen acts on: one of the user's organizations where they hold the
 * permission. The choice is remembered per user (localStorage) and shared by every screen;
 * it defaults to the first organization.
 */
export function useActiveOrganization(permission?: Permission) {
  const { data: me } = useMe();
  const organizations = useMemo(() => (me ? organizationsWith(me, permission) : []), [me, permission]);
  const remembered = useSyncExternalStore(subscribe, () => readChoice(me?.id));
  const organizationId =
    organizations.find((org) => org.id === remembered)?.id ?? organizations[0]?.id ?? null;

  const setOrganizationId = useCallback(
    (id: number) => {
      if (!me) return;
      localStorage.setItem(storageKey(me.id), String(id));
      for (const listener of listeners) listener();
    },
    [me],
  );

  const active = organizations.find((org) => org.id === organizationId);
  /** The active organization's clock (Moscow until known). */
  const timeZone = active?.time_zone ?? 'Europe/Moscow';
  return { organizationId, setOrganizationId, organizations, timeZone };
}
