import { defineResource } from '@/resources/types';

export const newsManageResource = defineResource({
  name: 'supplier_posts',
  routes: { list: '/manage/news', show: '/manage/news/:id', edit: '/manage/news/:id/edit' },
  pages: {
    list: () => import('./ManageNewsList'),
    show: () => import('./ManageNewsShow'),
    edit: () => import('./ManageNewsEdit'),
  },
  meta: {
    label: 'Редактор новостей',
    module: 'supplier',
    dataProviderName: 'supplier',
    apiPath: 'posts',
    permission: 'post_r',
    menuPermission: ['post_r'],
    nav: { order: 90 },
  },
});
