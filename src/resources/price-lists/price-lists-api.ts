import type { Job } from '@contract/jobs';
import type {
  PriceList,
  PriceListCategory,
  PriceListGood,
  PriceListGoodInput,
  PriceListRepriceBody,
  PriceListRepriceResponse,
  PriceListUpdate,
} from '@contract/price-lists';
import { waitForJob } from '@/components/jobs/wait-for-job';
import { http } from '@/providers/http';

const BASE = '/v1/supplier/price_lists';

/** The supplier's price list calls (spec 001 §7 «Supplier price lists»), acting for one organization. */
export const priceListsApi = (organizationId: number) => {
  const org = { organization_id: organizationId };
  return {
    get: (id: number) => http.get<PriceList>(`${BASE}/${id}`, org),
    create: (clientOrganizationId: number, body: PriceListUpdate) =>
      http.post<PriceList[]>(`${BASE}/`, [{ ...body, client_organization_id: clientOrganizationId }], org),
    update: (id: number, body: PriceListUpdate) => http.put<PriceList>(`${BASE}/${id}`, body, org),
    activate: (id: number, validFrom: string) =>
      http.post<PriceList>(`${BASE}/${id}/activate`, { valid_from: validFrom }, org),
    setPrice: (id: number, good: Pick<PriceListGood, 'good_id' | 'price' | 'price_list_category_id'>) =>
      http.put<PriceListGood>(
        `${BASE}/${id}/goods/${good.good_id}`,
        { price: good.price, price_list_category_id: good.price_list_category_id },
        org,
      ),
    goodsOf: (id: number, goodIds: number[]) =>
      http.get<{ items: PriceListGood[]; total: number }>(`${BASE}/${id}/goods`, {
        ...org,
        good_ids: goodIds,
        limit: Math.max(goodIds.length, 1),
      }),
    /** Up to 10 000 goods in one transaction, as a background job: nobody waits for it (issue 24). */
    bulk: async (id: number, items: PriceListGoodInput[]) => {
      const job = await http.post<Job>(`${BASE}/${id}/bulk_create_update_price_list_goods`, items, {
        ...org,
        background: true,
      });
      const result = await waitForJob(job);
      return { created: Number(result.created), updated: Number(result.updated) };
    },
    remove: (id: number, goodIds: number[]) =>
      http.delete<{ removed: number }>(`${BASE}/${id}/goods`, { ...org, good_ids: goodIds.join(',') }),
    reprice: (id: number, body: PriceListRepriceBody) =>
      http.post<PriceListRepriceResponse>(`${BASE}/${id}/reprice`, body, org),
    categories: async (id: number) =>
      (await http.get<{ items: PriceListCategory[] }>(`${BASE}/${id}/good_categories`, org)).items,
    createCategory: async (id: number, name: string) =>
      (await http.post<PriceListCategory[]>(`${BASE}/${id}/good_categories`, [{ name }], org))[0],
    renameCategory: (id: number, categoryId: number, name: string) =>
      http.put<PriceListCategory>(`${BASE}/${id}/good_categories/${categoryId}`, { name }, org),
  };
};
