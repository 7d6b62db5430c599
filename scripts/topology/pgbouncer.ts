import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PgBouncerOptions {
  /** Where PgBouncer listens on 127.0.0.1. */
  port: number;
  /** The PostgreSQL server behind it, as postgres://user@host:port/… */
  upstreamUrl: string;
  /** Server connections per database and user: few, so that clients share them. */
  poolSize?: number;
}

export interface PgBouncer {
  /** The upstream URL with PgBouncer's host and port. */
  urlOf(databaseUrl: string): string;
  stop(): Promise<void>;
}

/** Resolves once something accepts TCP connections on the port, or rejects after timeoutMs. */
export async function waitForPort(port: number, timeoutMs = 15_000, exited?: () => string | null) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    const failure = exited?.();
    if (failure) throw new Error(failure);
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts Debian's PgBouncer in transaction pooling mode with a generated ini in a temporary
 * directory: every database of the upstream server, trust authentication for its user.
 * PgBouncer refuses to run as root; as root it switches to the `postgres` user.
 */
export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const upstream = new URL(options.upstreamUrl);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-'));
  chmodSync(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'userlist.txt');
  writeFileSync(users, `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${options.port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 4}`,
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits,options',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(options.port, 15_000, () =>
      child.exitCode !== null ? `pgbouncer exited with ${child.exitCode}: ${log}` : null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urlOf(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(options.port);
      return url.toString();
    },
    stop,
  };
}
