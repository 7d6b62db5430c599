import { defineResource } from '@/resources/types';

/** Back-office: the marketplace's global category tree. */
export const adminCategoriesResource = defineResource({
  name: 'admin-categories',
  path: '/admin/categories',
  pages: { list: () => import('./CategoriesPage') },
  meta: {
    label: 'Управление категориями',
    module: 'admin',
    apiPath: 'global_categories',
    nav: { order: 20 },
  },
});
