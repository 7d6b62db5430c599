import { defineResource } from '@/resources/types';

export const importGoodsResource = defineResource({
  name: 'import-goods',
  routes: { list: '/manage/import-goods' },
  pages: { list: () => import('./ImportGoodsPage') },
  meta: {
    label: 'Импорт товаров',
    module: 'setting',
    dataProviderName: 'default',
    apiPath: 'import_goods',
    permission: 'import_goods_c',
    menuPermission: ['partnership_r', 'contract_r'],
    nav: { order: 40 },
  },
});
