import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind } from '../../contract/jobs';
import type { Database } from '../db/client';
import { inBackground } from '../db/fair-turns';
import { AppError } from '../errors';
import { inputKeysOf, type JobStore, readInput, removeInput } from './job-input';
import { type JobRow, type Queue, queueOf, toJob } from './queue';

/** Thrown from ctx.step() when the user asked to cancel: the handler puts things back, then rethrows. */
export class JobCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** Thrown from ctx.step() when this instance shuts down: the job stays running and is resumed elsewhere. */
export class JobInterrupted extends Error {
  constructor() {
    super('interrupted');
  }
}

/**
 * What a handler gets: the job, its uploaded bytes (streamed back from the file store, or from the
 * row for a job of before 0036), and a way to report progress (which renews the lease).
 */
export interface JobContext {
  job: JobRow;
  database: Database;
  log: FastifyBaseLogger;
  input(): Promise<Buffer | null>;
  /** Where a job keeps a file it makes (under imports/, never served at /files). */
  store: JobStore;
  /** Reports progress and yields to other requests; throws JobCancelled when the user cancelled. */
  step(p: { stage?: string; rowsDone?: number; rowsTotal?: number | null; payload?: object }): Promise<void>;
}

export interface JobHandler {
  /** Does the work; resumes from job.payload when the job was claimed again after a crash. */
  run(ctx: JobContext): Promise<object>;
  /** Puts back whatever an unfinished run changed (cancel, error, too many attempts). */
  undo(ctx: JobContext): Promise<void>;
}

export interface WorkerOptions {
  leaseMs: number;
  pollMs: number;
  maxAttempts: number;
}

const FAILED = 'Не удалось выполнить задачу: внутренняя ошибка. Ничего не изменено — попробуйте ещё раз.';
const GAVE_UP = 'Задача прерывалась несколько раз и остановлена. Ничего не изменено — попробуйте ещё раз.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One loop per server instance: claims a job (SKIP LOCKED, so two instances never take the same
 * one), runs it while renewing its lease, and records how it ended. One job at a time: the work is
 * chunked and yields, and runs as background work, so on PGlite a request's statements go before
 * the job's next chunk (server/db/fair-turns.ts).
 */
export function createWorker(
  database: Database,
  handlers: Record<JobKind, JobHandler>,
  log: FastifyBaseLogger,
  options: WorkerOptions,
  store: JobStore,
) {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const queue: Queue = queueOf(database, workerId, options.leaseMs);
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function runOne(row: JobRow) {
    const id = Number(row.id);
    const handler = handlers[row.kind];
    let lastBeat = Date.now();
    const ctx: JobContext = {
      job: row,
      database,
      log,
      store,
      input: async () => {
        const keys = inputKeysOf(row.payload);
        if (keys.length > 0) return readInput(store, keys);
        const bytes = await queue.input(id);
        return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
      },
      async step(p) {
        lastBeat = Date.now();
        if (!running) throw new JobInterrupted();
        const state = await queue.progress(id, p);
        if (!state) throw new JobCancelled(); // the lease was lost: another instance has the job
        if (p.payload) Object.assign(row.payload, p.payload);
        if (state.cancel_requested) throw new JobCancelled();
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    // Renews the lease while a step takes long (a parse of a big sheet, a category insert).
    const beat = setInterval(() => {
      if (Date.now() - lastBeat > options.leaseMs / 3) void queue.progress(id, {}).catch(() => {});
    }, options.leaseMs / 3);
    try {
      if (row.attempts > options.maxAttempts) {
        await inBackground(() => handler.undo(ctx));
        return await queue.finish(id, { state: 'failed', error: GAVE_UP });
      }
      const result = await inBackground(() => handler.run(ctx));
      return await queue.finish(id, { state: 'done', result });
    } catch (error) {
      if (error instanceof JobInterrupted) return null;
      const cancelled = error instanceof JobCancelled;
      if (!cancelled) log.error({ err: error, jobId: id }, 'job failed');
      try {
        await inBackground(() => handler.undo(ctx));
      } catch (undoError) {
        log.error({ err: undoError, jobId: id }, 'job undo failed');
      }
      if (cancelled) return await queue.finish(id, { state: 'cancelled' });
      const known = error instanceof AppError && error.statusCode < 500;
      return await queue.finish(id, {
        state: 'failed',
        result: { code: known ? error.code : 'JOB_FAILED', status: known ? error.statusCode : 500 },
        error: known ? error.detail : FAILED,
        errorStatus: known ? error.statusCode : 500,
      });
    } finally {
      clearInterval(beat);
    }
  }

  async function main() {
    while (running) {
      let row: JobRow | null = null;
      try {
        row = await queue.claim();
      } catch (error) {
        if (running) log.error({ err: error }, 'job claim failed');
      }
      if (!row) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, options.pollMs).unref();
        });
        wake = null;
        continue;
      }
      const ended = await runOne(row).catch((error) => {
        log.error({ err: error }, 'job end not recorded');
        return null;
      });
      if (ended) {
        await removeInput(store, ended.payload, log);
        events.emit(String(ended.id), toJob(ended));
        events.emit('ended', ended);
      }
    }
  }

  return {
    workerId,
    events,
    start() {
      if (running) return;
      running = true;
      loop = main();
    },
    /** Looks for work now (a job was just queued by this instance). */
    kick() {
      wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
    sleep,
  };
}
export type Worker = ReturnType<typeof createWorker>;
