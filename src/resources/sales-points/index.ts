import { defineResource, gatedBy } from '@/resources/types';

export const salesPointsResource = defineResource({
  name: 'sales-points',
  path: '/manage/sales-points',
  pages: { list: () => import('./SalesPointList') },
  meta: {
    label: 'Мои точки продаж',
    module: 'setting',
    apiPath: 'sales_points',
    ...gatedBy('sales_point_client_r'),
    nav: { order: 20 },
    aliases: ['/sales-points'],
    orgAdminOnly: true,
  },
});
