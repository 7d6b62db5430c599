import { type AppConfig, DEFAULT_RATE_LIMITS } from '../../server/config';

/** The server configuration every benchmark starts from: no logger, no SPA, no demo seeding. */
export function benchConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? '/tmp/bench-app';
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    mailFrom: 'bench@zakupki.local',
    publicUrl: 'http://localhost',
    jwtSecret: 'bench-secret-bench-secret-bench-secret-12',
    tokenTtlSec: 3600,
    impersonationTtlSec: 3600,
    distDir: `${dataDir}/no-dist`,
    version: 'bench',
    logger: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    seedDemo: false,
    ...overrides,
  };
}
