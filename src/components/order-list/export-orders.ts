import type { Query } from '@/providers/http';
import { http } from '@/providers/http';

/** Downloads the current filter and sort of an order list as .xlsx (no row cap: the server streams). */
export async function exportOrders(side: 'client' | 'supplier', query: Query) {
  const response = await http.download(`/v1/${side}/orders/export`, query);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Заказы ${new Date().toLocaleDateString('ru-RU')}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
