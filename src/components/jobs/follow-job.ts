import { type Job, jobFinished } from '@contract/jobs';
import { http } from '@/providers/http';

interface Follow {
  /** Every fresh read of the job, the last one included. */
  onUpdate?: (job: Job) => void;
  intervalMs: number;
  /** Reads lost in a row before following gives up with the last error (default: never). */
  maxMisses?: number;
}

/**
 * Reads a background job (issue 24) again every `intervalMs` until it ends; `ended` resolves with
 * the job as it ended. `stop()` ends the following (a screen left) without settling `ended`.
 */
export function followJob(first: Job, { onUpdate, intervalMs, maxMisses = Infinity }: Follow) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const ended = new Promise<Job>((resolve, reject) => {
    let misses = 0;
    const read = async () => {
      try {
        const job = await http.get<Job>(`/v1/jobs/${first.id}`);
        if (stopped) return;
        misses = 0;
        onUpdate?.(job);
        if (jobFinished(job.state)) return resolve(job);
      } catch (error) {
        if (stopped) return;
        misses += 1;
        if (misses >= maxMisses) return reject(error);
      }
      timer = setTimeout(read, intervalMs);
    };
    timer = setTimeout(read, jobFinished(first.state) ? 0 : intervalMs);
  });
  return {
    ended,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
