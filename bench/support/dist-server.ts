import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The real server (server/main.ts) serving `dist` (DIST_DIR) on a fresh demo database, as the e2e
 * tests run it, for the browser benchmarks (bench/web, bench/lighthouse).
 */
export async function startDistServer(port: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-web-bench-'));
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const server = spawn(process.execPath, [tsx, 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'error',
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('the server did not start in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}
