import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Job, jobFinished } from '../../contract/jobs';
import type { AppConfig } from '../config';
import { announceJobEnd } from '../jobs/announce';
import { jobHandlers } from '../jobs/handlers';
import { type JobRow, jobById, toJob } from '../jobs/queue';
import { createWorker, type Worker } from '../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      worker: Worker;
      /** Resolves with the job once it has ended, whichever instance ran it. */
      waitFor(id: number, orgId: number): Promise<Job>;
    };
  }
}

/**
 * The background job worker of this instance (server/jobs, docs/jobs.md): started when the server
 * is ready, stopped before it closes (a job in progress is left to be resumed).
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const options = {
      leaseMs: opts.config.jobs?.leaseMs ?? Number(process.env.JOB_LEASE_MS ?? 30_000),
      pollMs: opts.config.jobs?.pollMs ?? 1_000,
      maxAttempts: opts.config.jobs?.maxAttempts ?? 3,
    };
    const worker = createWorker(app.database, jobHandlers, app.log, options, app.storage);
    const waitFor = (id: number, orgId: number) =>
      new Promise<Job>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const done = (job: Job) => {
          clearTimeout(timer);
          worker.events.off(String(id), done);
          resolve(job);
        };
        worker.events.on(String(id), done);
        // Another instance may run it: its end is read from the database now and then.
        const look = async () => {
          try {
            const row = await app.database.tenant([orgId], 'read', (tx) => jobById(tx, id));
            if (row && jobFinished(row.state)) return done(toJob(row));
          } catch (error) {
            worker.events.off(String(id), done);
            return reject(error);
          }
          timer = setTimeout(look, 250);
        };
        timer = setTimeout(look, 250);
      });
    worker.events.on('ended', (row: JobRow) => {
      announceJobEnd(app.database, row).catch((error) =>
        app.log.warn({ err: error }, 'job end not announced'),
      );
    });
    app.decorate('jobs', { worker, waitFor });
    if (opts.config.jobs?.worker !== false && process.env.JOBS_WORKER !== 'off') {
      app.addHook('onReady', async () => worker.start());
      app.addHook('preClose', async () => worker.stop());
    }
  },
  { name: 'jobs', dependencies: ['db', 'storage'] },
);
