import type { Partnership } from '@contract/partnerships';
import type { PriceList, PriceListCategory, PriceListGood } from '@contract/price-lists';
import { http } from '@/providers/http';

export type Side = 'client' | 'supplier';
export interface PointOption {
  id: number;
  name: string;
  address: string | null;
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

/**
 * Where the catalog reads from, per side: the client orders from its own price list; the supplier
 * takes an order for its client from the list it addresses to that client.
 */
export const catalogApi = (side: Side, organizationId: number) => ({
  async priceListId(partnership: Partnership): Promise<number | null> {
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
      .sort((a, b) => b.valid_from.localeCompare(a.valid_from) || b.id - a.id);
    return current[0]?.id ?? null;
  },
  goods(priceListId: number, search: string, categoryId: number | null, offset: number) {
    const byBarcode = /^\d{8,14}$/.test(search.trim());
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
