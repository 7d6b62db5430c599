import { settingResource } from '@/kernel/resource';

export const organizationsResource = settingResource('organizations', {
  name: 'organizations',
  pages: {
    list: () => import('./OrganizationList'),
    create: () => import('./OrganizationForm'),
    show: () => import('./OrganizationShow'),
    edit: () => import('./OrganizationForm'),
  },
  meta: { label: 'Мои организации', nav: { order: 10 }, aliases: ['/organizations'] },
});
