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
    aliases: ['/news-manage'],
    nav: { order: 90 },
  },
});
