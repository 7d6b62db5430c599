import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ClientOrderUpdateBody, OrderLineInput } from '../../../contract/orders';
import type { Tx } from '../../db/client';
import { conflict } from '../../errors';
import { audit } from '../../lib/audit';
import { assertVersion, type LockedOrder, lockOrder } from './access';
import { checkContract, priceLines, servedSalesPoint } from './checkout-rules';
import { recomputeTotals, replaceClientLines, setOrderColumns, upsertClientLines } from './lines';
import { statusId } from './state-machine';

export const DRAFT = statusId('draft');

/** The client changes and deletes an order only while it is a draft. */
function assertDraft(order: LockedOrder) {
  if (order.statusId !== DRAFT) {
    throw conflict('Изменять и удалять можно только черновик заказа', 'ORDER_NOT_DRAFT');
  }
}

/** Adds lines at today's prices (a good already in the draft gets the new quantity). */
export async function addDraftLines(tx: Tx, found: LockedOrder, lines: OrderLineInput[]) {
  assertDraft(found);
  const priced = await priceLines(tx, found.clientOrganizationId, found.supplierOrganizationId, lines);
  await upsertClientLines(tx, { ...found }, priced);
  await recomputeTotals(tx, found.id);
}

/** The draft's header (sales point, contract, comment, delivery time) and, when given, all its lines. */
export async function updateDraft(
  tx: Tx,
  request: FastifyRequest,
  found: LockedOrder,
  body: ClientOrderUpdateBody,
) {
  assertDraft(found);
  assertVersion(found, body.version);
  const client = found.clientOrganizationId;
  const supplier = found.supplierOrganizationId;
  const point =
    body.sales_point_id === undefined
      ? undefined
      : await servedSalesPoint(tx, client, supplier, body.sales_point_id);
  if (body.contract_id) await checkContract(tx, body.contract_id, client, supplier);
  await setOrderColumns(tx, found.id, {
    sales_point_id: body.sales_point_id,
    sales_point_name: point?.name,
    sales_point_address: point?.address,
    contract_id: body.contract_id,
    comment: body.comment,
    due_delivery_datetime: body.due_delivery_datetime,
  });
  if (body.lines) {
    const priced = await priceLines(tx, client, supplier, body.lines, { wholeUnits: false });
    await replaceClientLines(tx, found, priced);
  }
  await recomputeTotals(tx, found.id);
  await audit(tx, request, {
    action: 'order_update',
    entity: 'order',
    entityId: found.id,
    organizationId: client,
  });
}

export async function deleteDraft(tx: Tx, request: FastifyRequest, orderId: number) {
  const found = await lockOrder(tx, request, orderId, 'client', 'order_client_u');
  assertDraft(found);
  await tx.execute(sql`DELETE FROM orders WHERE id = ${found.id} AND status_id = ${DRAFT}`);
  await audit(tx, request, {
    action: 'order_delete',
    entity: 'order',
    entityId: found.id,
    organizationId: found.clientOrganizationId,
  });
}
