import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { withTenant } from '../../plugins/auth';
import type { Side } from './partnerships-query';
import { findPriceList } from './price-lists-query';

/** A price list of the organization on that side (config.access checked the organization); 404 for any other. */
export async function readPriceList(
  request: FastifyRequest,
  side: Side,
  priceListId: number,
  organizationId: number,
) {
  const found = await withTenant(request, (tx) => findPriceList(tx, side, priceListId, [organizationId]));
  if (!found) throw notFound('Прайс-лист не найден');
  return found;
}
