import { defineResource } from '@/resources/types';

export const salesPointsResource = defineResource({
  name: 'sales-points',
  routes: { list: '/manage/sales-points' },
  pages: { list: () => import('./SalesPointList') },
  meta: {
    label: 'Мои точки продаж',
    module: 'setting',
    dataProviderName: 'default',
    apiPath: 'sales_points',
    permission: 'sales_point_client_r',
    menuPermission: ['sales_point_client_r'],
    nav: { order: 20 },
    aliases: ['/sales-points'],
    orgAdminOnly: true,
  },
});
