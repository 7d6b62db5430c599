/**
 * The servers the browser tests run against, one per Playwright worker: E2E_PORTS (comma-separated,
 * set by scripts/test-all.mjs) or E2E_PORT and the ports after it. With E2E_BASE_URL (the topology's
 * balancer) there is none of our own.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));

export function serverPorts(): number[] {
  if (process.env.E2E_BASE_URL) return [];
  const listed = (process.env.E2E_PORTS ?? '').split(',').filter(Boolean).map(Number);
  if (listed.length) return listed.slice(0, E2E_WORKERS);
  const first = Number(process.env.E2E_PORT ?? 3100);
  return Array.from({ length: E2E_WORKERS }, (_, i) => first + i);
}

export const serverUrls = () => serverPorts().map((port) => `http://127.0.0.1:${port}`);
