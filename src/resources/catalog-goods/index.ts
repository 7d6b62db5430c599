import { defineResource } from '@/resources/types';

export const catalogGoodsResource = defineResource({
  name: 'goods',
  routes: { list: '/manage/catalog' },
  pages: { list: () => import('./GoodList') },
  meta: {
    label: 'Каталог товаров',
    module: 'setting',
    dataProviderName: 'default',
    apiPath: 'goods',
    permission: 'good_r',
    nav: { order: 30 },
  },
});
