import type { Permission } from '@contract/permissions';
import { MODULES } from '@/modules';
import type { ModuleId } from '@/modules/types';
import { resources } from '@/resources';
import { deriveNav, derivePagePermissions, deriveRoutes, type NavItem } from './derive';

/** Everything the shell derives from the registered resources, computed once. */
export const ROUTES = deriveRoutes(resources);
export const PAGE_PERMISSIONS: Record<string, Permission[]> = derivePagePermissions(resources);
export const NAV_BY_MODULE: Record<ModuleId, NavItem[]> = Object.fromEntries(
  MODULES.map((m) => [m.id, deriveNav(resources, m.id)]),
) as Record<ModuleId, NavItem[]>;
