import { useMe } from '@/providers/auth-provider';

// Kept free of contract/time-zones (its zone list and labels) so that screens needing only «today»
// do not download them.
const DEFAULT_ZONE = 'Europe/Moscow';

/** The clock of one of the user's organizations (Moscow until known). */
export function useOrganizationTimeZone(organizationId: number | null | undefined) {
  const { data: me } = useMe();
  return me?.organizations.find((org) => org.id === organizationId)?.time_zone ?? DEFAULT_ZONE;
}

/** Today's date (YYYY-MM-DD) on that organization's clock. */
export function useOrganizationToday(organizationId: number | null | undefined) {
  // sv-SE writes dates as YYYY-MM-DD.
  return new Date().toLocaleDateString('sv-SE', { timeZone: useOrganizationTimeZone(organizationId) });
}
