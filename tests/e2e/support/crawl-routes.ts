import { DEFAULT_MODULES, type ModulesSetting } from '@contract/modules';
import { type AccessMap, mergeAccess, SYSTEM_ROLES } from '@contract/permissions';
import { loadResources } from '@/resources/node-resources';
import { derivePagePermissions, guardsOf } from '@/router/derive';
import { canOpenPage } from '@/router/gating';
import { GENERAL_ROUTES } from '@/router/general-routes';
import { runGuards } from '@/router/guards';
import type { ShellSession } from '@/router/session';

export { logIn as login } from './index';

const resources = await loadResources();
const PAGE_PERMISSIONS = derivePagePermissions(resources);

type SystemRoleKey = (typeof SYSTEM_ROLES)[number]['key'];

/**
 * What the demo seed (server/db/seed/foundation.ts) gives each demo login: its system role in its
 * organization and that organization's modules. The crawl checks these against GET /v1/users/me,
 * so a change of the seed fails loudly instead of silently crawling the wrong pages.
 */
export interface DemoRole {
  role: string;
  email: string;
  backOffice: boolean;
  systemRole: SystemRoleKey | null;
  modules: ModulesSetting;
}

const CLIENT_ORG: ModulesSetting = { ...DEFAULT_MODULES, module_client: true, module_inventory: true };
const SUPPLIER_ORG: ModulesSetting = { ...DEFAULT_MODULES, module_supplier: true };

export const demoRoles: DemoRole[] = [
  {
    role: 'admin',
    email: 'admin@zakupki.demo',
    backOffice: true,
    systemRole: null,
    modules: DEFAULT_MODULES,
  },
  { role: 'anna', email: 'anna@vkusdvor.demo', backOffice: false, systemRole: 'admin', modules: CLIENT_ORG },
  { role: 'igor', email: 'igor@vkusdvor.demo', backOffice: false, systemRole: 'buyer', modules: CLIENT_ORG },
  {
    role: 'olga',
    email: 'olga@vkusdvor.demo',
    backOffice: false,
    systemRole: 'storekeeper',
    modules: CLIENT_ORG,
  },
  {
    role: 'dmitry',
    email: 'dmitry@zorka.demo',
    backOffice: false,
    systemRole: 'admin',
    modules: SUPPLIER_ORG,
  },
  { role: 'elena', email: 'elena@zorka.demo', backOffice: false, systemRole: 'sales', modules: SUPPLIER_ORG },
  {
    role: 'sergey',
    email: 'sergey@urozhai.demo',
    backOffice: false,
    systemRole: 'admin',
    modules: SUPPLIER_ORG,
  },
];

/** The access map the server computes for a demo login (the OR over its roles). */
export function accessOf(demo: DemoRole): AccessMap {
  const role = SYSTEM_ROLES.find((r) => r.key === demo.systemRole);
  return mergeAccess(role ? [role.permissions] : []);
}

const sessionOf = (demo: DemoRole): ShellSession => ({
  authenticated: true,
  isBackOffice: demo.backOffice,
  backOfficeUse: false,
  hasBackOfficeToken: demo.backOffice,
  isOrgAdmin: demo.systemRole === 'admin',
  showNav: true,
  access: accessOf(demo),
  modules: demo.modules,
  shortPathMenu: false,
});

/** Shell pages that are not screens of their own: leaving, or where a refusal lands. */
const NOT_SCREENS = new Set(['/logout', '/no-access', '/no-access-module']);

/** A route with its optional segments dropped; null when it needs an id. */
function openablePath(path: string): string | null {
  const segments = path.split('/').filter((s) => !(s.startsWith(':') && s.endsWith('?')));
  if (segments.some((s) => s.startsWith(':'))) return null;
  return segments.join('/') || '/';
}

/**
 * Every screen path a session may open, derived from the same declarations as the router
 * (src/router/general-routes.ts, src/resources): general pages of the default layout and each
 * resource's list/create/edit/show/extra routes, with the guards and the page-permission check the
 * router runs. Routes that need an id are left to the crawl (it opens the first row of each list);
 * short-path aliases repeat a list and are left out.
 */
function routesOf(demo: DemoRole): string[] {
  const session = sessionOf(demo);
  const paths: string[] = [];
  const add = (path: string, name: string, guards: readonly string[]) => {
    const openable = openablePath(path);
    if (!openable || NOT_SCREENS.has(openable) || paths.includes(openable)) return;
    if (runGuards(guards, session).kind !== 'pass') return;
    if (!canOpenPage(name, PAGE_PERMISSIONS, session.access)) return;
    paths.push(openable);
  };
  for (const route of GENERAL_ROUTES)
    if (route.layout === 'default') add(route.path, route.name, route.guards);
  for (const resource of resources) {
    const guards = guardsOf(resource);
    for (const path of Object.values(resource.routes)) add(path, resource.name, guards);
    for (const extra of resource.extraRoutes ?? []) add(extra.path, resource.name, guards);
  }
  return paths;
}

/** (role, routes) pairs of the browser crawl and of any other check over the same screens. */
export const crawlTargets: { role: string; email: string; routes: string[] }[] = demoRoles.map((demo) => ({
  role: demo.role,
  email: demo.email,
  routes: routesOf(demo),
}));
