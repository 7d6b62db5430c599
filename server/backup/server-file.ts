import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by a running server into its data folder: how a command on this machine reaches it. */
export const SERVER_FILE = 'server.json';

export interface RunningServer {
  pid: number;
  port: number;
  token: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The server running on this data folder, or null (none, or one that died without cleaning up). */
export function runningServer(dataDir: string): RunningServer | null {
  const file = path.join(dataDir, SERVER_FILE);
  if (!existsSync(file)) return null;
  try {
    const server = JSON.parse(readFileSync(file, 'utf8')) as RunningServer;
    return alive(server.pid) ? server : null;
  } catch {
    return null;
  }
}
