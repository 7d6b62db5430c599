import type { GuardName } from '@/modules/types';
import type { PageLoader } from '@/resources/types';

export type LayoutName = 'default' | 'empty' | 'login';

/** A route of the shell itself (spec 000 §2 "General"), not of a resource. */
export interface GeneralRoute {
  path: string;
  name: string;
  page: PageLoader;
  layout: LayoutName;
  guards: GuardName[];
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
    path: '/verify_email',
    name: 'verify-email',
    page: () => import('@/pages/verify-email'),
    layout: 'login',
    guards: [],
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
