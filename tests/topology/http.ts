import { DEMO_PASSWORD } from '@server/db/seed/context';

/** The balancer and the instances behind it, from scripts/topology/run.ts. */
export const BALANCER = process.env.TOPOLOGY_BASE_URL ?? '';
export const INSTANCES = (process.env.TOPOLOGY_INSTANCES ?? '').split(',').filter(Boolean);

export interface Answer {
  status: number;
  headers: Headers;
  json<T = Record<string, unknown>>(): T;
  bytes: Buffer;
}

export async function http(
  base: string,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; body?: FormData | URLSearchParams } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | URLSearchParams | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

export async function login(base: string, email: string): Promise<string> {
  const res = await http(base, 'POST', '/v1/users/login', {
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200)
    throw new Error(`login ${email} via ${base}: ${res.status} ${res.bytes.toString()}`);
  return res.json<{ access_token: string }>().access_token;
}

/** Polls until check passes or timeoutMs ends; returns how long it took, or throws the last failure. */
export async function within(timeoutMs: number, check: () => Promise<void>): Promise<number> {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - start;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
