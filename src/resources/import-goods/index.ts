import { settingResource } from '@/kernel/resource';

export const importGoodsResource = settingResource('import-goods', {
  name: 'import-goods',
  pages: { list: () => import('./ImportGoodsPage') },
  meta: {
    label: 'Импорт товаров',
    apiPath: 'import_goods',
    permission: 'import_goods_c',
    menuPermission: ['partnership_r', 'contract_r'],
    nav: { order: 40 },
  },
});
