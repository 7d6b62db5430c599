import type { MarketplaceSupplier } from '@contract/marketplace';
import { useQuery } from '@tanstack/react-query';
import { HttpError, http, type Query } from '@/providers/http';

export const SUPPLIERS_PAGE_SIZE = 12;

/** GET /v1/marketplace/suppliers/: search by name and INN, paged. */
export const useSupplierSearch = (query: Query) =>
  useQuery({
    queryKey: ['marketplace', 'suppliers', query],
    queryFn: () =>
      http.get<{ items: MarketplaceSupplier[]; total: number }>('/v1/marketplace/suppliers/', query),
    placeholderData: (previous) => previous,
  });

/** The public card of one supplier; 404 (or a bad id) means «not found». */
export const useSupplier = (id: number | null) =>
  useQuery({
    queryKey: ['marketplace', 'supplier', id],
    enabled: id !== null,
    retry: (count, error) => !(error instanceof HttpError && error.statusCode < 500) && count < 2,
    queryFn: () => http.get<MarketplaceSupplier>(`/v1/marketplace/suppliers/${id}`),
  });

/** «Москва, ул. Ленина, 1»: the address parts the supplier filled in. */
export const addressOf = (supplier: MarketplaceSupplier) =>
  [
    supplier.public_info.country_name,
    supplier.public_info.region_name,
    supplier.public_info.city_name,
    supplier.public_info.street,
  ]
    .filter((part, index, all) => part && all.indexOf(part) === index)
    .join(', ');
