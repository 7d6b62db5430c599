import { defineResource } from '@/resources/types';

export const organizationsResource = defineResource({
  name: 'organizations',
  routes: {
    list: '/manage/organizations',
    create: '/manage/organizations/new',
    show: '/manage/organizations/:id',
    edit: '/manage/organizations/:id/edit',
  },
  pages: {
    list: () => import('./OrganizationList'),
    create: () => import('./OrganizationForm'),
    show: () => import('./OrganizationShow'),
    edit: () => import('./OrganizationForm'),
  },
  meta: {
    label: 'Мои организации',
    module: 'setting',
    dataProviderName: 'default',
    nav: { order: 10 },
    aliases: ['/organizations'],
  },
});
