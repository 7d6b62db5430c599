import { settingResource } from '@/kernel/resource';

export const catalogGoodsResource = settingResource('catalog', {
  name: 'goods',
  pages: { list: () => import('./GoodList') },
  meta: { label: 'Каталог товаров', apiPath: 'goods', permission: 'good_r', nav: { order: 30 } },
});
