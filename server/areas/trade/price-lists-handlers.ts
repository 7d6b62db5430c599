import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { requirePermission, withTenant } from '../../plugins/auth';
import type { Side } from './partnerships-query';
import { findPriceList } from './price-lists-query';

/** A price list the organization may read on that side; 404 for any other. */
export async function readPriceList(
  request: FastifyRequest,
  side: Side,
  priceListId: number,
  organizationId: number,
) {
  requirePermission(request, 'price_list_r', organizationId);
  const found = await withTenant(request, (tx) => findPriceList(tx, side, priceListId, [organizationId]));
  if (!found) throw notFound('Прайс-лист не найден');
  return found;
}
