/**
 * Browser tests that show what crosses instances (live events, a job followed through another
 * instance): they run through the topology's balancer when it runs, and on the single server
 * otherwise — each once (scripts/test-all.mjs, playwright.config.ts).
 */
export const TOPOLOGY_SPECS = ['live.spec.ts', 'import-job.spec.ts'] as const;
