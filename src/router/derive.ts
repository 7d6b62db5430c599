import type { Permission } from '@contract/permissions';
import type { AppResource, PageLoader } from '@/kernel/resource';
import { moduleById } from '@/modules';
import type { GuardName, ModuleId } from '@/modules/types';
import { GENERAL_ROUTES } from './general-routes';

/** One route of the app, derived from a resource declaration. */
export interface ShellRoute {
  path: string;
  /** The route's base name for the page-permission check: the resource name. */
  name: string;
  module: ModuleId;
  page: PageLoader;
  guards: GuardName[];
}

const ACTIONS = ['list', 'create', 'edit', 'show'] as const;
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const unique = <T>(items: T[]) => [...new Set(items)];

/** Module guards followed by the resource's own. */
export const guardsOf = (resource: AppResource): GuardName[] =>
  unique([...moduleById(resource.meta.module).guards, ...(resource.meta.guards ?? [])]);

/**
 * The route table: every list/create/edit/show route, every extra route and every short-path
 * alias (same page as the list). A path declared twice or a route without its page is a
 * declaration mistake and throws.
 */
export function deriveRoutes(resources: readonly AppResource[]): ShellRoute[] {
  const routes: ShellRoute[] = [];
  const seen = new Map<string, string>();
  const add = (resource: AppResource, path: string, page: PageLoader | undefined, what: string) => {
    if (!page) throw new Error(`Resource ${resource.name}: route ${what} (${path}) has no page`);
    const previous = seen.get(path);
    if (previous) throw new Error(`Route ${path} is declared by ${previous} and ${resource.name}`);
    seen.set(path, resource.name);
    routes.push({
      path,
      name: resource.name,
      module: resource.meta.module,
      page,
      guards: guardsOf(resource),
    });
  };
  for (const resource of resources) {
    for (const action of ACTIONS) {
      const path = resource.routes[action];
      if (path) add(resource, path, resource.pages[action], action);
    }
    for (const extra of resource.extraRoutes ?? []) add(resource, extra.path, extra.page, 'extra');
    for (const alias of resource.meta.aliases ?? []) {
      if (!resource.routes.list)
        throw new Error(`Resource ${resource.name}: alias ${alias} without a list route`);
      add(resource, alias, resource.pages.list, `alias ${alias}`);
    }
  }
  return routes;
}

/** Page-permission map (spec 000 §6): route base name → permissions that must all hold. */
export function derivePermissionMap(resources: readonly AppResource[]): Record<string, Permission[]> {
  const map: Record<string, Permission[]> = {};
  for (const resource of resources) {
    const needed = asList(resource.meta.permission);
    if (needed.length > 0) map[resource.name] = needed;
  }
  return map;
}

/** The page-permission map of the whole shell: the resources' and the general routes'. */
export const derivePagePermissions = (resources: readonly AppResource[]): Record<string, Permission[]> => ({
  ...derivePermissionMap(resources),
  ...Object.fromEntries(GENERAL_ROUTES.flatMap((r) => (r.permission ? [[r.name, r.permission]] : []))),
});

/** A navigation entry before gating. */
export interface NavItem {
  label: string;
  path: string;
  order: number;
  menuPermission: Permission[];
  /** The page permission of the link's screen: a link to a refused page is not offered. */
  pagePermission?: Permission[];
  orgAdminOnly: boolean;
}

/**
 * Top navigation per module: resources with meta.nav, sorted by order, and the module's own links
 * (the admin group). A resource link with the path of a module link takes that link's place.
 */
export function deriveNav(resources: readonly AppResource[], module: ModuleId): NavItem[] {
  const fromResources: NavItem[] = resources
    .filter((r) => r.meta.module === module && r.meta.nav)
    .map((r) => {
      if (!r.routes.list) throw new Error(`Resource ${r.name}: meta.nav without a list route`);
      return {
        label: r.meta.label,
        path: r.routes.list,
        order: r.meta.nav?.order ?? 0,
        menuPermission: r.meta.menuPermission ?? [],
        pagePermission: asList(r.meta.permission),
        orgAdminOnly: r.meta.orgAdminOnly ?? false,
      };
    });
  const declared = moduleById(module).links ?? [];
  const merged = declared.map((link, index): NavItem => {
    const replacement = fromResources.find((item) => item.path === link.path);
    return {
      ...(replacement ?? { ...link, menuPermission: [], orgAdminOnly: false }),
      order: index - declared.length,
    };
  });
  const rest = fromResources.filter((item) => !declared.some((link) => link.path === item.path));
  return [...merged, ...rest.sort((a, b) => a.order - b.order)];
}
