import type { Partnership } from '@contract/partnerships';
import type { PriceList, PriceListCategory, PriceListGood } from '@contract/price-lists';
import { todayIn } from '@contract/time-zones';
import { http } from '@/providers/http';

export type Side = 'client' | 'supplier';

/** A search text that is a barcode (EAN-8 … GTIN-14) rather than a part of a name. */
export const isBarcodeLike = (text: string) => /^\d{8,14}$/.test(text.trim());
export interface PointOption {
  id: number;
  name: string;
  address: string | null;
  /** The point's clock: delivery day, time and windows are local to it. */
  time_zone: string;
}

/**
 * Where the catalog reads from, per side: the client orders from its own price list; the supplier
 * takes an order for its client from the list it addresses to that client.
 */
export const catalogApi = (side: Side, organizationId: number) => ({
  async priceListId(partnership: Partnership): Promise<number | null> {
    // Price lists take effect on the supplier's days.
    const today = () => todayIn(partnership.supplier_time_zone);
    const partner =
      side === 'client'
        ? { supplier_organization_id: partnership.supplier_organization_id }
        : { client_organization_id: partnership.client_organization_id };
    const answer = await http.get<{ items: PriceList[] }>(`/v1/${side}/price_lists/`, {
      organization_id: organizationId,
      ...partner,
      limit: 100,
    });
    const day = today();
    const current = answer.items
      .filter((p) => p.is_active && p.valid_from <= day && (!p.valid_to || p.valid_to >= day))
      .sort(
        (a, b) => (b.valid_from < a.valid_from ? -1 : b.valid_from > a.valid_from ? 1 : 0) || b.id - a.id,
      );
    return current[0]?.id ?? null;
  },
  goods(priceListId: number, search: string, categoryId: number | null, offset: number) {
    const byBarcode = isBarcodeLike(search);
    return http.get<{ items: PriceListGood[]; total: number }>(
      `/v1/${side}/price_lists/${priceListId}/goods`,
      {
        organization_id: organizationId,
        good_name: byBarcode ? undefined : search.trim(),
        barcode: byBarcode ? search.trim() : undefined,
        category_ids: categoryId === null ? undefined : [categoryId],
        order_field: 'name',
        limit: 100,
        offset,
      },
    );
  },
  /** The price list's good with this barcode (any code a scanner reads), or null. */
  async byBarcode(priceListId: number, barcode: string): Promise<PriceListGood | null> {
    const answer = await http.get<{ items: PriceListGood[] }>(
      `/v1/${side}/price_lists/${priceListId}/goods`,
      {
        organization_id: organizationId,
        barcode,
        limit: 1,
      },
    );
    return answer.items[0] ?? null;
  },
  async categories(priceListId: number) {
    const answer = await http.get<{ items: PriceListCategory[] }>(
      `/v1/${side}/price_lists/${priceListId}/good_categories`,
      {
        organization_id: organizationId,
      },
    );
    return answer.items;
  },
  async salesPoints(partnership: Partnership): Promise<PointOption[]> {
    if (side === 'supplier') {
      const answer = await http.get<{ items: (PointOption & { is_active: boolean; served: boolean })[] }>(
        `/v1/supplier/partnerships/${partnership.id}/sales_points`,
      );
      return answer.items.filter((p) => p.is_active && p.served);
    }
    const answer = await http.get<{ items: (PointOption & { is_active: boolean })[] }>(
      '/v1/client/sales_points/',
      {
        organization_id: organizationId,
        is_active: 'true',
        limit: 1000,
      },
    );
    const served = partnership.sales_point_ids;
    return answer.items.filter((p) => served.length === 0 || served.includes(p.id));
  },
});
