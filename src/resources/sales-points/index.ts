import { gatedBy, settingResource } from '@/kernel/resource';

export const salesPointsResource = settingResource('sales-points', {
  name: 'sales-points',
  pages: { list: () => import('./SalesPointList') },
  meta: {
    label: 'Мои точки продаж',
    apiPath: 'sales_points',
    ...gatedBy('sales_point_client_r'),
    nav: { order: 20 },
    aliases: ['/sales-points'],
    orgAdminOnly: true,
  },
});
