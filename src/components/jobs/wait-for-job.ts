import { type Job, jobFinished } from '@contract/jobs';
import { http } from '@/providers/http';

const POLL_MS = 500;
/** Answers lost in a row before the wait gives up with the last error. */
const MAX_MISSES = 5;

/**
 * Follows a background job (issue 24) to its end: its result when done; its Russian reason as the
 * error otherwise, so a caller shows it as it would a failed call.
 */
export async function waitForJob(first: Job): Promise<Record<string, unknown>> {
  let job = first;
  let misses = 0;
  while (!jobFinished(job.state)) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    try {
      job = await http.get<Job>(`/v1/jobs/${job.id}`);
      misses = 0;
    } catch (error) {
      misses += 1;
      if (misses >= MAX_MISSES) throw error;
    }
  }
  if (job.state === 'done') return job.result ?? {};
  if (job.state === 'cancelled') throw new Error('Задача отменена: ничего не изменено');
  throw new Error(job.error ?? 'Задача не выполнена: ничего не изменено');
}
