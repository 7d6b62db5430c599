import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface RateLimitRule {
  max: number;
  windowSec: number;
}

/** S3-compatible object storage for uploaded files (docs/deploy.md). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name: most non-AWS servers. */
  forcePathStyle: boolean;
}

export interface BackupConfig {
  dir: string;
  everyMs: number | null;
  keep: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… or undefined for the embedded PGlite in dataDir/pglite. */
  databaseUrl?: string;
  /** A direct PostgreSQL connection for LISTEN when databaseUrl goes through a pooler. */
  listenDatabaseUrl?: string;
  /** In-memory PGlite (tests). */
  inMemoryDb?: boolean;
  /**
   * Backups of the embedded database (server/backup, docs/deploy.md): the folder, how often
   * (null: only on demand) and how many archives are kept.
   */
  backup?: BackupConfig;
  /** Background jobs (server/jobs): this instance's worker loop and its lease. */
  jobs?: { worker?: boolean; leaseMs?: number; pollMs?: number; maxAttempts?: number };
  smtpUrl?: string;
  /** Where letters go without SMTP (default dataDir/outbox); instances may share one. */
  outboxDir?: string;
  mailFrom: string;
  publicUrl: string;
  /** Behind a reverse proxy: the client's address and protocol come from X-Forwarded-* (TRUST_PROXY=true). */
  trustProxy?: boolean;
  jwtSecret: string;
  tokenTtlSec: number;
  impersonationTtlSec: number;
  distDir: string;
  version: string;
  /** `stream`: where log lines go (tests capture them); stdout otherwise. */
  logger: boolean | { level: string; stream?: { write(line: string): void } };
  rateLimits: {
    /** Attempts on one account from one address: another address's failures never lock the owner out. */
    loginPerAccountAndIp: RateLimitRule;
    loginPerIp: RateLimitRule;
    passwordResetPerEmail: RateLimitRule;
    passwordResetPerIp: RateLimitRule;
  };
  /** Open GET /v1/events streams: per instance (EVENT_STREAMS_MAX) and per user (a newer one replaces the oldest). */
  eventStreams?: { max?: number; perUser?: number };
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Uploaded files go here when set; otherwise to dataDir/files. */
  s3?: S3Config;
  /** Append every API answer to this JSON-lines file (RECORD_API_RESPONSES; the browser tests' check). */
  recordResponsesTo?: string;
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
  loginPerAccountAndIp: { max: 10, windowSec: 15 * 60 },
  loginPerIp: { max: 100, windowSec: 15 * 60 },
  passwordResetPerEmail: { max: 5, windowSec: 60 * 60 },
  passwordResetPerIp: { max: 30, windowSec: 60 * 60 },
};

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'];

/** All five S3_* variables, or none (local disk); a partial set is a mistake worth stopping for. */
export function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => !env[name]);
  if (missing.length === S3_VARIABLES.length) return undefined;
  if (missing.length > 0)
    throw new Error(`Object storage needs ${missing.join(', ')} too (or no S3_* at all)`);
  return {
    endpoint: env.S3_ENDPOINT ?? '',
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    region: env.S3_REGION ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** A positive whole number from the environment, or undefined when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const DURATION_UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** BACKUP_EVERY: `24h`, `30m`, `7d`, `off`; the default is daily. */
export function backupFromEnv(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  const every = (env.BACKUP_EVERY ?? '24h').trim();
  const match = /^(\d+)\s*([smhd])$/.exec(every);
  if (every !== 'off' && (!match || Number(match[1]) < 1))
    throw new Error('BACKUP_EVERY must be a period such as 30m, 6h, 1d, or off');
  return {
    dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    everyMs: match ? Number(match[1]) * DURATION_UNITS[match[2]] : null,
    keep: positiveInteger(env, 'BACKUP_KEEP') ?? 7,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  const distDir = path.resolve(env.DIST_DIR ?? './dist');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    listenDatabaseUrl: env.LISTEN_DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: env.OUTBOX_DIR ? path.resolve(env.OUTBOX_DIR) : undefined,
    mailFrom: env.MAIL_FROM ?? 'Закупки B2B <noreply@zakupki.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY === 'true',
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSec: 12 * 60 * 60,
    impersonationTtlSec: 60 * 60,
    distDir,
    version: readVersion(distDir),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    rateLimits: DEFAULT_RATE_LIMITS,
    seedDemo: env.SEED_DEMO !== 'false',
    eventStreams: { max: positiveInteger(env, 'EVENT_STREAMS_MAX') },
    recordResponsesTo: env.RECORD_API_RESPONSES || undefined,
    s3: s3FromEnv(env),
    backup: backupFromEnv(env, dataDir),
  };
}
