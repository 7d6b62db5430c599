import type { Job } from '@contract/jobs';
import { formatCount } from '@/i18n/format';

/** «осталось ≈ 1 мин 20 с» from the pace so far; null while there is nothing to go by. */
export function timeLeft(job: Job, now = Date.now()): string | null {
  if (!job.started_at || !job.rows_total || job.rows_done <= 0 || job.rows_done >= job.rows_total)
    return null;
  const spent = now - new Date(job.started_at).getTime();
  const seconds = Math.ceil(((spent / job.rows_done) * (job.rows_total - job.rows_done)) / 1000);
  if (seconds < 60) return `осталось ≈ ${Math.max(seconds, 1)} с`;
  return `осталось ≈ ${Math.floor(seconds / 60)} мин ${seconds % 60} с`;
}

/** «Обработано 42 000 из 100 000 (42 %)»; the total is an estimate while the file is read, so never below the rows done. */
export function rowsProgress(job: Pick<Job, 'rows_done' | 'rows_total'>): string {
  const done = formatCount(job.rows_done);
  if (!job.rows_total) return `Обработано ${done} строк`;
  const total = Math.max(job.rows_total, job.rows_done);
  const percent = job.rows_done >= total ? 100 : Math.min(99, Math.floor((job.rows_done / total) * 100));
  return `Обработано ${done} из ${formatCount(total)} (${percent}\u00a0%)`;
}
