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

export const defineResource = (resource: AppResource) => resource;
