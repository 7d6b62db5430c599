import { defineResource } from '@/resources/types';

export const importGoodsResource = defineResource({
  name: 'import-goods',
  path: '/manage/import-goods',
  pages: { list: () => import('./ImportGoodsPage') },
  meta: {
    label: 'Импорт товаров',
    module: 'setting',
    apiPath: 'import_goods',
    permission: 'import_goods_c',
    menuPermission: ['partnership_r', 'contract_r'],
    nav: { order: 40 },
  },
});
