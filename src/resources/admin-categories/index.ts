import { adminResource } from '@/kernel/resource';

/** Back-office: the marketplace's global category tree. */
export const adminCategoriesResource = adminResource('categories', {
  name: 'admin-categories',
  pages: { list: () => import('./CategoriesPage') },
  meta: { label: 'Управление категориями', apiPath: 'global_categories', nav: { order: 20 } },
});
