import type { Permission } from '@contract/permissions';
import type { PageLoader } from '@/kernel/resource';
import type { GuardName } from '@/modules/types';

export type LayoutName = 'default' | 'empty' | 'login';

/** A route of the shell itself (spec 000 §2 "General"), not of a resource. */
export interface GeneralRoute {
  path: string;
  name: string;
  page: PageLoader;
  layout: LayoutName;
  guards: GuardName[];
  /** Page permissions (spec 000 §6): without them the route answers /no-access. */
  permission?: Permission[];
}

/** General routes; the 404 catch-all is added by the router after every other route. */
export const GENERAL_ROUTES: GeneralRoute[] = [
  { path: '/', name: 'home', page: () => import('@/pages/home'), layout: 'default', guards: [] },
  { path: '/login', name: 'login', page: () => import('@/pages/login'), layout: 'login', guards: [] },
  { path: '/logout', name: 'logout', page: () => import('@/pages/logout'), layout: 'empty', guards: [] },
  {
    path: '/forgot-password',
    name: 'forgot-password',
    page: () => import('@/pages/forgot-password'),
    layout: 'login',
    guards: [],
  },
  {
    path: '/restore-password',
    name: 'restore-password',
    page: () => import('@/pages/restore-password'),
    layout: 'login',
    guards: [],
  },
  {
    path: '/unsubscribe',
    name: 'unsubscribe',
    page: () => import('@/pages/unsubscribe'),
    layout: 'login',
    guards: [],
  },
  {
    path: '/privacy',
    name: 'privacy',
    page: () => import('@/pages/privacy'),
    layout: 'login',
    guards: [],
  },
  {
    path: '/verify_email',
    name: 'verify-email',
    page: () => import('@/pages/verify-email'),
    layout: 'login',
    guards: [],
  },
  // The short path of both sides' contracts: the page sends the user to their side's list.
  {
    path: '/contracts',
    name: 'contracts',
    page: () => import('@/pages/contracts'),
    layout: 'default',
    // A back-office user at home has no side: the no-admin guard sends them where other modules do.
    guards: ['auth', 'no-admin'],
    permission: ['contract_r'],
  },
  {
    path: '/welcome',
    name: 'welcome',
    page: () => import('@/pages/welcome'),
    layout: 'default',
    guards: ['auth'],
  },
  {
    path: '/profile',
    name: 'profile',
    page: () => import('@/pages/profile'),
    layout: 'default',
    guards: ['auth'],
  },
  {
    path: '/no-access',
    name: 'no-access',
    page: () => import('@/pages/no-access'),
    layout: 'default',
    guards: [],
  },
  {
    path: '/no-access-module',
    name: 'no-access-module',
    page: () => import('@/pages/no-access-module'),
    layout: 'default',
    guards: [],
  },
  {
    path: '/client',
    name: 'client-home',
    page: () => import('@/pages/client-home'),
    layout: 'default',
    guards: ['auth', 'client'],
  },
  {
    path: '/supplier',
    name: 'supplier-home',
    page: () => import('@/pages/supplier-home'),
    layout: 'default',
    guards: ['auth', 'supplier'],
  },
];
