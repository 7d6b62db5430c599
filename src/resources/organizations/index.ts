import { defineResource } from '@/resources/types';

export const organizationsResource = defineResource({
  name: 'organizations',
  path: '/manage/organizations',
  pages: {
    list: () => import('./OrganizationList'),
    create: () => import('./OrganizationForm'),
    show: () => import('./OrganizationShow'),
    edit: () => import('./OrganizationForm'),
  },
  meta: { label: 'Мои организации', module: 'setting', nav: { order: 10 }, aliases: ['/organizations'] },
});
