import { defineResource } from '@/kernel/resource';

export const newsManageResource = defineResource({
  name: 'supplier_posts',
  path: '/manage/news',
  pages: {
    list: () => import('./ManageNewsList'),
    create: () => import('./ManageNewsCreate'),
    show: () => import('./ManageNewsShow'),
    edit: () => import('./ManageNewsEdit'),
  },
  meta: {
    label: 'Редактор новостей',
    module: 'supplier',
    apiPath: 'posts',
    permission: 'post_r',
    aliases: ['/news-manage'],
    nav: { order: 90 },
  },
});
