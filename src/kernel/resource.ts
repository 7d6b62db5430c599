import type { Permission } from '@contract/permissions';
import type { ComponentType, ReactNode } from 'react';
import type { GuardName, ModuleId } from '@/modules/types';
import type { DataProviderName } from '@/providers/data-provider';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * One entity of the app, declared once (DESIGN §3). The router, side menu, top navigation and the
 * page-permission map are derived from these declarations; nothing is listed a second time.
 */
export interface AppResource {
  /** Refine resource name; also the API path under its data provider unless meta.apiPath says otherwise. */
  name: string;
  /** Route paths of the spec (react-router syntax, optional segments as `:id?`). */
  routes: Partial<Record<'list' | 'create' | 'edit' | 'show', string>>;
  /** Lazy pages for those routes: each page is its own chunk. */
  pages: Partial<Record<'list' | 'create' | 'edit' | 'show', PageLoader>>;
  /**
   * GET requests a page's first render needs, written as the page's code sends them, with the
   * route's parameters (`/v1/stocktaking_docs/:id`): the server names them in the page, and they
   * start before the app's code has downloaded (src/boot/early-requests.ts).
   */
  early?: Partial<Record<'list' | 'create' | 'edit' | 'show', string[]>>;
  /** More screens of this entity (e.g. /supplier/price-lists/:id?/organization/:organizationId). */
  extraRoutes?: { path: string; page: PageLoader }[];
  meta: {
    /** Russian label in the navigation and page titles. */
    label: string;
    module: ModuleId;
    dataProviderName?: DataProviderName;
    apiPath?: string;
    /** Needed to open the pages of this resource (page-permission check → /no-access). All must hold. */
    permission?: Permission | Permission[];
    /** Needed to see the menu link (spec 000 §6 "Menu link gating"); defaults to none. */
    menuPermission?: Permission[];
    /** Shown in the module's top navigation, in this order (lower first). */
    nav?: { order: number };
    /** Short-path aliases of spec 000 §2 that lead to the list route (e.g. '/suppliers'). */
    aliases?: string[];
    /** In the short-path menu variant, only organization admins see it. */
    orgAdminOnly?: boolean;
    /** Guards beyond the module's own (spec 000 §6). */
    guards?: GuardName[];
    icon?: ReactNode;
  };
}

type Action = keyof AppResource['routes'];

/**
 * What a resource folder declares. `path` is the list route; the other pages get Refine's routes
 * below it (`/new`, `/:id`, `/:id/edit`) unless `routes` names them. The data provider follows the
 * module (client, supplier and admin screens call their own API) unless `meta` names it.
 */
export interface ResourceDeclaration extends Omit<AppResource, 'routes'> {
  path?: string;
  routes?: AppResource['routes'];
}

const CONVENTIONAL_SUFFIX: Record<Action, string> = {
  list: '',
  create: '/new',
  show: '/:id',
  edit: '/:id/edit',
};

const MODULE_API: Partial<Record<ModuleId, DataProviderName>> = {
  client: 'client',
  supplier: 'supplier',
  admin: 'admin',
};

export function defineResource({ path, routes, meta, ...rest }: ResourceDeclaration): AppResource {
  const derived: AppResource['routes'] = {};
  if (path) {
    for (const action of Object.keys(rest.pages) as Action[])
      derived[action] = path + CONVENTIONAL_SUFFIX[action];
  }
  const dataProviderName = meta.dataProviderName ?? MODULE_API[meta.module] ?? 'default';
  return { ...rest, routes: { ...derived, ...routes }, meta: { ...meta, dataProviderName } };
}

type ModuleResourceDeclaration = Omit<ResourceDeclaration, 'path' | 'meta'> & {
  meta: Omit<AppResource['meta'], 'module'>;
};

/** Declarations of one module whose screens live under one path: `<prefix>/<segment>`. */
const moduleResource =
  (module: ModuleId, prefix: string) =>
  (segment: string, { meta, ...rest }: ModuleResourceDeclaration) =>
    defineResource({ ...rest, path: `${prefix}/${segment}`, meta: { ...meta, module } });

/** A screen of the settings module, at /manage/<segment>. */
export const settingResource = moduleResource('setting', '/manage');

/** A back-office screen, at /admin/<segment>. */
export const adminResource = moduleResource('admin', '/admin');

/** Create and edit of an item in an organization the screen lets the user choose (roles, users). */
export const organizationItemRoutes = (path: string, item: string) => ({
  create: `${path}/organization/:organizationId?/new`,
  edit: `${path}/organization/:organizationId?/${item}/:id?`,
});

/** The pages and their menu link both need this permission. */
export const gatedBy = (permission: Permission) => ({ permission, menuPermission: [permission] });

/** The two modules whose screens mirror each other: the client's and the supplier's. */
export type Side = Extract<ModuleId, 'client' | 'supplier'>;
