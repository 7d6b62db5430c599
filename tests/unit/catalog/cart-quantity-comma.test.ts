import type { Order } from '@contract/orders';
import { describe, expect, it } from 'vitest';
import { cartLinesOf } from '@/components/order-catalog/draft-api';

const line = (quantity: string) => ({
  good_id: 1,
  good_name: 'Сыр «Российский»',
  measure_name: 'кг',
  price: '720.50',
  quantity,
  comment: null,
  removed: false,
});

describe('the catalog quantity of a saved draft', () => {
  it('shows a decimal comma, as the person typed it', () => {
    const order = { items: [line('1.500'), line('10.000'), line('10')] } as unknown as Order;
    expect(cartLinesOf(order).map((l) => l.quantity)).toEqual(['1,5', '10', '10']);
  });
});
