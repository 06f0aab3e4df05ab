import { resolve } from 'node:path';
import { AREA_NAMES, type AreaName } from '@shelfmark/contract';
import { z } from 'zod';
import { type LookupConfig, LookupEnvSchema, lookupConfigOf } from './lookup';
import { type OidcConfig, OidcEnvSchema, oidcConfigOf } from './oidc';

export type { AreaName };

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://').optional(),
  SMTP_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_ROOT: z.string().min(1).optional(),
  STORYBOOK_ACCESS: z.enum(['staff', 'public', 'off'], 'STORYBOOK_ACCESS must be staff, public or off').default('staff'),
  STORYBOOK_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  MAIL_FROM: z.string().min(3).default('Shelfmark <shelfmark@localhost>'),
  BUG_REPORT_EMAIL: z.email('BUG_REPORT_EMAIL must be an email address').optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  MEDIA_ADD_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(600),
  TRUST_PROXY: z.string().min(1).optional(),
  REMOTE_LIBRARY_URL: z.string().min(1).optional(),
  REMOTE_CATALOG_URL: z.string().min(1).optional(),
  REMOTE_MEDIA_URL: z.string().min(1).optional(),
  REMOTE_ACCOUNT_URL: z.string().min(1).optional(),
  COVER_STORE: z.enum(['disk', 'postgres', 's3'], 'COVER_STORE must be disk, postgres or s3').optional(),
  S3_URL: z.url('S3_URL must be a URL such as http://127.0.0.1:9000').optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('shelfmark:'),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: z
    .enum(['true', 'false'], 'WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
  REGISTRATION: z.enum(['open', 'invite', 'closed'], 'REGISTRATION must be open, invite or closed').default('open'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_SCHEDULE: z.enum(['auto', 'on', 'off'], 'BACKUP_SCHEDULE must be auto, on or off').default('auto'),
  BACKUP_KEEP_DAILY: z.coerce.number('BACKUP_KEEP_DAILY must be a whole number from 0 to 1000').int().min(0).max(1000).default(7),
  REMINDERS_INTERVAL_MINUTES: z.coerce
    .number('REMINDERS_INTERVAL_MINUTES must be a whole number from 0 to 1440')
    .int()
    .min(0)
    .max(1440)
    .default(10),
  BACKUP_KEEP_WEEKLY: z.coerce.number('BACKUP_KEEP_WEEKLY must be a whole number from 0 to 1000').int().min(0).max(1000).default(4),
}).extend(LookupEnvSchema.shape).extend(OidcEnvSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL was given: links shown in the app use it, not the address each request came to. */
  publicUrlSet: boolean;
  /** Folder holding the built apps: `shell/` and one folder per remote. */
  webRoot: string;
  storybook: StorybookConfig;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** HS256 key for session tokens; unset, one is generated once and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  mailFrom: string;
  /** Where bug reports are mailed; unset, to every admin. */
  bugReportEmail: string | undefined;
  /** Attempts per minute and address at sign-in, registration and password reset. */
  authRateLimit: number;
  /** Media items a user (not a librarian or admin) may add an hour; three times as many creators and series. */
  mediaAddLimit: number;
  /** Requests a minute one personal access token may make. */
  tokenRateLimit: number;
  /** Fastify's trustProxy: whether (true) or which addresses (a comma-separated list) may set X-Forwarded-For. */
  trustProxy: boolean | string;
  /** Where each remote's `mf-manifest.json` is, as the browser should fetch it. */
  remoteManifests: Record<AreaName, string>;
  covers: CoverStoreConfig;
  /** Rate-limit counters shared by every instance; unset, each instance counts in memory. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** The metadata services of Add Media's look-up (config/lookup.ts). */
  lookup: LookupConfig;
  /**
   * Webhook endpoints may be on loopback, link-local or private addresses (a self-hosted
   * target such as Home Assistant on the same network); refused by default.
   */
  webhookAllowPrivateNetworks: boolean;
  /** How often an instance looks for release reminders to send; 0 turns the job off on this instance. */
  remindersIntervalMinutes: number;
  backups: BackupConfig;
  /** Who may register until an admin chooses on the admin screen (REGISTRATION; ADR 0037). */
  registration: 'open' | 'invite' | 'closed';
  /** Sign-in with an OpenID Connect provider (config/oidc.ts); unset without OIDC_ISSUER. */
  oidc: OidcConfig | undefined;
  /** PASSWORD_SIGN_IN=off: sign-in, registration and password reset by password are refused. */
  passwordSignIn: boolean;
}

export interface BackupConfig {
  /** Where backups are written and listed: BACKUP_DIR, else DATA_DIR/backups; unset for a throwaway memory:// database. */
  dir: string | undefined;
  /**
   * Whether this instance makes a backup by itself every day: BACKUP_SCHEDULE=auto (the default)
   * does on the embedded database only; on PostgreSQL it is `on` by choice (docs/adr/0033-backups.md).
   */
  scheduled: boolean;
  keepDaily: number;
  keepWeekly: number;
}

export interface S3Config {
  /** An S3-compatible server's address; unset, Amazon S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset, the AWS SDK's usual sources (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The designers' Storybook at /storybook/ (web/serve-storybook.ts; ADR 0045). */
export interface StorybookConfig {
  /** STORYBOOK_ACCESS: admins and librarians (the default), anyone, or no one. */
  access: 'staff' | 'public' | 'off';
  /** The static build: STORYBOOK_DIR, else dist/storybook/design-system beside the web apps. */
  dir: string;
}

export type CoverStoreConfig = { kind: 'disk' } | { kind: 'postgres' } | { kind: 's3'; s3: S3Config };

/**
 * `REMOTE_<NAME>_URL` is either the manifest itself (ends in .json) or the folder a remote
 * was deployed to. Unset, the remote is served by this server under /remotes/<name>/.
 */
export function remoteManifestUrl(name: AreaName, configured: string | undefined): string {
  if (!configured) return `/remotes/${name}/mf-manifest.json`;
  if (configured.endsWith('.json')) return configured;
  return `${configured.replace(/\/+$/, '')}/mf-manifest.json`;
}

/** Behind a load balancer, client addresses (which rate limits count by) come from X-Forwarded-For. */
function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

export class ConfigError extends Error {}

/**
 * Where covers live: COVER_STORE when set, else S3 when a bucket is named, else the PostgreSQL
 * server when there is one (every instance serves every cover), else files in DATA_DIR.
 */
function coverStoreOf(vars: z.infer<typeof EnvSchema>): CoverStoreConfig {
  const kind = vars.COVER_STORE ?? (vars.S3_BUCKET ? 's3' : vars.DATABASE_URL ? 'postgres' : 'disk');
  if (kind !== 's3') return { kind };
  if (!vars.S3_BUCKET) throw new ConfigError('Invalid configuration: COVER_STORE=s3 needs S3_BUCKET');
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  const credentials =
    vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } : undefined;
  return { kind, s3: { endpoint: vars.S3_URL, bucket: vars.S3_BUCKET, region: vars.S3_REGION, credentials } };
}

function backupConfigOf(vars: z.infer<typeof EnvSchema>): BackupConfig {
  const inMemory = vars.DATA_DIR.startsWith('memory://');
  if (inMemory && !vars.BACKUP_DIR && vars.BACKUP_SCHEDULE === 'on') {
    throw new ConfigError('Invalid configuration: BACKUP_SCHEDULE=on with DATA_DIR=memory:// needs BACKUP_DIR');
  }
  const dir = vars.BACKUP_DIR ? resolve(vars.BACKUP_DIR) : inMemory ? undefined : resolve(vars.DATA_DIR, 'backups');
  const scheduled = vars.BACKUP_SCHEDULE === 'on' || (vars.BACKUP_SCHEDULE === 'auto' && !vars.DATABASE_URL && !inMemory);
  return { dir, scheduled, keepDaily: vars.BACKUP_KEEP_DAILY, keepWeekly: vars.BACKUP_KEEP_WEEKLY };
}

/** Said at start when PUBLIC_URL is unset: the screens manage without it, mail cannot. */
export function publicUrlUnsetWarning(publicUrl: string): string {
  return `PUBLIC_URL is not set: links shown in the app (share links, the calendar feed) use the address each visitor reached Shelfmark at, but links in mail (password reset) point to ${publicUrl}. Set PUBLIC_URL to the address people use to reach Shelfmark.`;
}

export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webRoot: string }): Config {
  // An empty variable means unset, as in most shells' `VAR= command`.
  const setVars = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(setVars);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const vars = parsed.data;
  const remoteUrls: Record<AreaName, string | undefined> = {
    library: vars.REMOTE_LIBRARY_URL,
    catalog: vars.REMOTE_CATALOG_URL,
    media: vars.REMOTE_MEDIA_URL,
    account: vars.REMOTE_ACCOUNT_URL,
  };
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    // memory:// is a throwaway embedded database (tests), not a folder.
    dataDir: vars.DATA_DIR.startsWith('memory://') ? vars.DATA_DIR : resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    publicUrl,
    publicUrlSet: vars.PUBLIC_URL !== undefined,
    webRoot: resolve(vars.WEB_ROOT ?? defaults.webRoot),
    storybook: {
      access: vars.STORYBOOK_ACCESS,
      dir: vars.STORYBOOK_DIR ? resolve(vars.STORYBOOK_DIR) : resolve(vars.WEB_ROOT ?? defaults.webRoot, '../storybook/design-system'),
    },
    logLevel: vars.LOG_LEVEL,
    jwtSecret: vars.JWT_SECRET,
    mailFrom: vars.MAIL_FROM,
    bugReportEmail: vars.BUG_REPORT_EMAIL,
    authRateLimit: vars.AUTH_RATE_LIMIT,
    mediaAddLimit: vars.MEDIA_ADD_LIMIT,
    tokenRateLimit: vars.TOKEN_RATE_LIMIT,
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    remoteManifests: Object.fromEntries(AREA_NAMES.map((name) => [name, remoteManifestUrl(name, remoteUrls[name])])) as Record<
      AreaName,
      string
    >,
    covers: coverStoreOf(vars),
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX } : undefined,
    lookup: lookupConfigOf(vars, publicUrl),
    webhookAllowPrivateNetworks: vars.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    remindersIntervalMinutes: vars.REMINDERS_INTERVAL_MINUTES,
    backups: backupConfigOf(vars),
    registration: vars.REGISTRATION,
    ...oidcConfigOf(vars, (message) => new ConfigError(`Invalid configuration: ${message}`)),
  };
}
