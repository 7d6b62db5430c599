import { defineEntity, longText, money, text, weekdays } from '../entity-kit';

/** A supplier's delivery zones: shown on its card to buyers, and terms at checkout (orders/checkout-rules). */
export const deliveryZones = defineEntity({
  schemaId: 'DeliveryZone',
  table: 'delivery_zones',
  path: '/v1/delivery_zones/',
  owner: 'organization',
  label: 'Зоны доставки',
  one: 'Зона доставки',
  fields: {
    name: text('Название зоны'),
    regions: longText('Регионы и города'),
    min_order_amount: money('Минимальная сумма заказа'),
    delivery_weekdays: weekdays('Дни доставки'),
  },
  permissions: {
    prefix: 'delivery_zone',
    group: 'sales_points',
    labels: {
      r: 'Просмотр зон доставки',
      c: 'Создание зон доставки',
      u: 'Изменение зон доставки',
      d: 'Удаление зон доставки',
    },
  },
  list: { sort: ['name', 'min_order_amount'], filters: ['name'] },
  unique: ['name'],
  screen: { path: '/supplier/delivery-zones', module: 'supplier' },
});
