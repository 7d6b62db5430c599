import type { Job } from '@contract/jobs';
import { waitForJob } from '@/components/jobs/wait-for-job';
import { formatDate } from '@/i18n/format';
import { http, type Query } from '@/providers/http';
import { downloadAndSave } from '@/providers/http/save-download';

/**
 * The current filter and sort of an order list as .xlsx (no row cap): made by a background job
 * (issue 24), so a long list freezes nobody, then downloaded and saved.
 */
export async function exportOrders(side: 'client' | 'supplier', query: Query) {
  const job = await http.post<Job>(`/v1/${side}/orders/export`, undefined, query);
  await waitForJob(job);
  await downloadAndSave(`/v1/jobs/${job.id}/file`, `Заказы ${formatDate(new Date())}.xlsx`);
}
