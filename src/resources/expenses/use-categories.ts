import { useQuery } from '@tanstack/react-query';
import { categoriesApi } from './api';

export const categoriesKey = (organizationId: number | null) => ['expense_categories', organizationId];

/** The organization's expense categories. */
export function useExpenseCategories(organizationId: number | null) {
  return useQuery({
    queryKey: categoriesKey(organizationId),
    queryFn: () => categoriesApi.list(organizationId ?? 0),
    enabled: organizationId !== null,
  });
}
