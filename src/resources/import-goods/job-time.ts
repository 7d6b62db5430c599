import type { Job } from '@contract/jobs';

/** «осталось ≈ 1 мин 20 с» from the pace so far; null while there is nothing to go by. */
export function timeLeft(job: Job, now = Date.now()): string | null {
  if (!job.started_at || !job.rows_total || job.rows_done <= 0 || job.rows_done >= job.rows_total)
    return null;
  const spent = now - new Date(job.started_at).getTime();
  const seconds = Math.ceil(((spent / job.rows_done) * (job.rows_total - job.rows_done)) / 1000);
  if (seconds < 60) return `осталось ≈ ${Math.max(seconds, 1)} с`;
  return `осталось ≈ ${Math.floor(seconds / 60)} мин ${seconds % 60} с`;
}
