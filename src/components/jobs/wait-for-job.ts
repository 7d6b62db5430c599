import type { Job } from '@contract/jobs';
import { followJob } from './follow-job';

/**
 * Follows a background job (issue 24) to its end: its result when done; its Russian reason as the
 * error otherwise, so a caller shows it as it would a failed call.
 */
export async function waitForJob(first: Job): Promise<Record<string, unknown>> {
  const job = await followJob(first, { intervalMs: 500, maxMisses: 5 }).ended;
  if (job.state === 'done') return job.result ?? {};
  if (job.state === 'cancelled') throw new Error('Задача отменена: ничего не изменено');
  throw new Error(job.error ?? 'Задача не выполнена: ничего не изменено');
}
