import { defineResource } from '@/resources/types';

export const catalogGoodsResource = defineResource({
  name: 'goods',
  path: '/manage/catalog',
  pages: { list: () => import('./GoodList') },
  meta: {
    label: 'Каталог товаров',
    module: 'setting',
    apiPath: 'goods',
    permission: 'good_r',
    nav: { order: 30 },
  },
});
