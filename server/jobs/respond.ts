import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Job } from '../../contract/jobs';
import type { Tx } from '../db/client';
import { AppError, conflict } from '../errors';
import { withTenant } from '../plugins/auth';
import { enqueue, type NewJob, toJob } from './queue';

/**
 * Queues a job and answers 202 with it (background=true), or waits for its end and answers as the
 * call always did: `answer` of the done job, or the job's error with its status and Russian reason.
 */
export async function queueAndAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  background: boolean,
  input: NewJob,
  answer: (tx: Tx, job: Job) => Promise<T>,
) {
  const app = request.server;
  const row = await withTenant(request, (tx) => enqueue(tx, input), 'write').catch(async (error) => {
    for (const key of input.inputKeys ?? []) await app.storage.remove(key);
    throw error;
  });
  app.jobs.worker.kick();
  if (background) return reply.code(202).send(toJob(row));
  const ended = await app.jobs.waitFor(Number(row.id), input.organizationId);
  if (ended.state === 'done') return withTenant(request, (tx) => answer(tx, ended), 'read');
  if (ended.state === 'cancelled') throw conflict('Задача отменена: ничего не изменено', 'JOB_CANCELLED');
  const status = Number(ended.result?.status ?? 422);
  throw new AppError(
    status,
    String(ended.result?.code ?? 'JOB_FAILED'),
    ended.error ?? 'Задача не выполнена',
  );
}
