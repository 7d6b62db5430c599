import type { FastifyRequest } from 'fastify';
import { DOCUMENT_STATUSES, type OrderDocumentKind } from '../../../contract/documents';
import { ORDER_STATUSES, type OrderSide } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { orderForRead } from '../orders/access';
import { documentNumber, orderDocumentData } from './data';
import { renderInvoice } from './invoice';
import { assertRequisites } from './requirements';
import { renderUpd } from './upd';

const RENDER = { invoice: renderInvoice, upd: renderUpd };
const TITLE: Record<OrderDocumentKind, string> = { invoice: 'Счёт на оплату', upd: 'УПД' };
const NOT_YET: Record<OrderDocumentKind, string> = {
  invoice: 'Счёт на оплату выставляется на отправленный и не отменённый заказ',
  upd: 'УПД оформляется, когда заказ доставлен: сейчас он в статусе',
};

/**
 * What an order's document prints, for a side that may read the order (a foreign order is a 404).
 * Its number was given when the order's status called for it; printing only reads it.
 */
export async function prepareOrderDocument(
  db: Queryable,
  request: FastifyRequest,
  side: OrderSide,
  orderId: number,
  kind: OrderDocumentKind,
) {
  const order = await orderForRead(db, request, orderId, side, `order_${side}_r`);
  const status = ORDER_STATUSES.byId.get(order.statusId);
  if (!status || !DOCUMENT_STATUSES[kind].includes(status.status)) {
    const message = kind === 'upd' ? `${NOT_YET.upd} «${status?.label}»` : NOT_YET.invoice;
    throw conflict(message, 'DOCUMENT_NOT_AVAILABLE');
  }
  const data = await orderDocumentData(db, orderId);
  if (!data) throw notFound('Заказ не найден');
  assertRequisites(data, kind);
  const doc = await documentNumber(db, orderId, kind);
  if (!doc) throw conflict(`${TITLE[kind]} по этому заказу ещё не выставлен`, 'DOCUMENT_NOT_AVAILABLE');
  return { kind, data, doc };
}

/** The PDF and its file names; runs outside the transaction (rendering needs no database). */
export async function renderOrderDocument({
  kind,
  data,
  doc,
}: Awaited<ReturnType<typeof prepareOrderDocument>>) {
  return {
    pdf: await RENDER[kind](data, doc),
    fileName: `${TITLE[kind]} № ${doc.number} от ${doc.issuedOn}.pdf`,
    asciiName: `${kind}-${doc.number}.pdf`,
  };
}
