import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopChild, waitForPort } from './pgbouncer';

/** Debian's HAProxy on 127.0.0.1:port, round-robin over the given local ports, health-checked. */
export async function startHaproxy(port: number, backendPorts: number[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 120s',
      '  timeout server 120s',
      '  option forwardfor',
      'frontend app',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /healthz',
      // An instance that died mid-run: a refused connection is tried again on the other one, and
      // the health check takes the dead one out within two seconds (docs/deploy.md). A read whose
      // instance died before answering is sent again too; a write never is (it may have been done).
      '  option redispatch 1',
      '  retries 3',
      '  retry-on conn-failure empty-response response-timeout',
      '  http-request disable-l7-retry unless METH_GET',
      ...backendPorts.map(
        (backend, i) => `  server app${i + 1} 127.0.0.1:${backend} check inter 1s fall 2 rise 2`,
      ),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, 15_000, () => (child.exitCode !== null ? `haproxy exited: ${log}` : null));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
