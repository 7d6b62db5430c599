/**
 * `--split-cores` of the mixed bench: PostgreSQL on the last core, the app side (this process, its
 * servers, PgBouncer, HAProxy, the load generator) on the others, as in production where the
 * instances run on hosts of their own (docs/deploy.md). «PG alone» is then what that one core
 * sustains for the same statements. PostgreSQL's processes get every core back at the end.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const cores = os.cpus().length;
const mask = (from: number, to: number) => {
  let bits = 0;
  for (let core = from; core <= to; core++) bits |= 1 << core;
  return bits.toString(16);
};

const postgresPids = () =>
  execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean);

function pinPostgres(hexMask: string) {
  for (const pid of postgresPids()) {
    try {
      execFileSync('taskset', ['-a', '-p', hexMask, pid], { stdio: 'ignore' });
    } catch {
      // A backend that ended meanwhile.
    }
  }
}

/** Splits the cores; answers how many PostgreSQL keeps and a function that undoes the split. */
export function splitCores(): { postgresCores: number; restore: () => void } {
  if (cores < 2) throw new Error('--split-cores needs at least two cores');
  pinPostgres(mask(cores - 1, cores - 1));
  execFileSync('taskset', ['-a', '-p', mask(0, cores - 2), String(process.pid)], { stdio: 'ignore' });
  const restore = () => {
    pinPostgres(mask(0, cores - 1));
    execFileSync('taskset', ['-a', '-p', mask(0, cores - 1), String(process.pid)], { stdio: 'ignore' });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      restore();
      process.exit(130);
    });
  return { postgresCores: 1, restore };
}
