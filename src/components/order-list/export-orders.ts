import type { Query } from '@/providers/http';
import { downloadAndSave } from '@/providers/http/save-download';

/** Downloads the current filter and sort of an order list as .xlsx (no row cap: the server streams). */
export const exportOrders = (side: 'client' | 'supplier', query: Query) =>
  downloadAndSave(
    `/v1/${side}/orders/export`,
    `Заказы ${new Date().toLocaleDateString('ru-RU')}.xlsx`,
    query,
  );
