import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface RateLimitRule {
  max: number;
  windowSec: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… or undefined for the embedded PGlite in dataDir/pglite. */
  databaseUrl?: string;
  /** In-memory PGlite (tests). */
  inMemoryDb?: boolean;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  tokenTtlSec: number;
  impersonationTtlSec: number;
  distDir: string;
  version: string;
  logger: boolean | { level: string };
  rateLimits: {
    loginPerEmail: RateLimitRule;
    loginPerIp: RateLimitRule;
    passwordResetPerEmail: RateLimitRule;
    passwordResetPerIp: RateLimitRule;
  };
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Keep GET answers until data changes (server/plugins/response-cache.ts); RESPONSE_CACHE=off. */
  responseCache?: boolean;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readVersion(distDir: string): string {
  const file = path.join(distDir, 'version.json');
  if (existsSync(file)) {
    try {
      return String(JSON.parse(readFileSync(file, 'utf8')).version);
    } catch {
      /* fall through to the development version */
    }
  }
  return process.env.APP_VERSION ?? 'dev';
}

export const DEFAULT_RATE_LIMITS: AppConfig['rateLimits'] = {
  loginPerEmail: { max: 10, windowSec: 15 * 60 },
  loginPerIp: { max: 100, windowSec: 15 * 60 },
  passwordResetPerEmail: { max: 5, windowSec: 60 * 60 },
  passwordResetPerIp: { max: 30, windowSec: 60 * 60 },
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  const distDir = path.resolve(env.DIST_DIR ?? './dist');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Закупки B2B <noreply@zakupki.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSec: 12 * 60 * 60,
    impersonationTtlSec: 60 * 60,
    distDir,
    version: readVersion(distDir),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    rateLimits: DEFAULT_RATE_LIMITS,
    seedDemo: env.SEED_DEMO !== 'false',
    responseCache: env.RESPONSE_CACHE !== 'off',
  };
}
