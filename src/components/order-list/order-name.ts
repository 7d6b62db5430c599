import type { Order } from '@contract/orders';

type Numbered = Pick<Order, 'number'>;

/**
 * An order's number is in its supplier's own sequence and given when it is sent: a draft has none.
 * «№ 12» or «Черновик».
 */
export const orderNo = (order: Numbered) => (order.number === null ? 'Черновик' : `№ ${order.number}`);

/** «заказ № 12» or «черновик заказа», to go inside a sentence. */
export const orderInSentence = (order: Numbered) =>
  order.number === null ? 'черновик заказа' : `заказ № ${order.number}`;

/** «Заказ № 12» or «Черновик заказа». */
export const orderTitle = (order: Numbered) => {
  const text = orderInSentence(order);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
