import { JOB_KIND_LABELS } from '../../contract/jobs';
import { jobEvent } from '../areas/events/domain';
import type { Database } from '../db/client';
import { type JobRow, toJob } from './queue';

/** The summary the event stream, the bell and the toast show when a job ends. */
function endSummary(row: JobRow): string {
  const job = toJob(row);
  const what = `${JOB_KIND_LABELS[job.kind]}${job.file_name ? ` «${job.file_name}»` : ''}`;
  if (job.state === 'done') return `${what}: готово`;
  if (job.state === 'cancelled') return `${what}: отменено`;
  return `${what}: не выполнено — ${job.error ?? 'ошибка'}`;
}

/** Tells the user who started the job that it ended (issue 26: job end on the event stream). */
export async function announceJobEnd(database: Database, row: JobRow) {
  if (row.user_id === null) return;
  const job = toJob(row);
  await database.tenant([job.organization_id], 'write', (tx) =>
    jobEvent(tx, null, {
      organizationId: job.organization_id,
      userId: Number(row.user_id),
      jobId: job.id,
      summary: endSummary(row),
      done: true,
      data: { state: job.state, kind: job.kind, file_id: job.file_id },
    }),
  );
}
