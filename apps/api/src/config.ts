import { resolve } from 'node:path';
import { z } from 'zod';

const remoteNames = ['library', 'catalog', 'media', 'account'] as const;
export type RemoteName = (typeof remoteNames)[number];

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://').optional(),
  SMTP_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_ROOT: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  MAIL_FROM: z.string().min(3).default('Shelfmark <shelfmark@localhost>'),
  BUG_REPORT_EMAIL: z.email('BUG_REPORT_EMAIL must be an email address').optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  TRUST_PROXY: z.string().min(1).optional(),
  REMOTE_LIBRARY_URL: z.string().min(1).optional(),
  REMOTE_CATALOG_URL: z.string().min(1).optional(),
  REMOTE_MEDIA_URL: z.string().min(1).optional(),
  REMOTE_ACCOUNT_URL: z.string().min(1).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** Folder holding the built apps: `shell/` and one folder per remote. */
  webRoot: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** HS256 key for session tokens; unset, one is generated once and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  mailFrom: string;
  /** Where bug reports are mailed; unset, to every admin. */
  bugReportEmail: string | undefined;
  /** Attempts per minute and address at sign-in, registration and password reset. */
  authRateLimit: number;
  /** Fastify's trustProxy: whether (true) or which addresses (a comma-separated list) may set X-Forwarded-For. */
  trustProxy: boolean | string;
  /** Where each remote's `mf-manifest.json` is, as the browser should fetch it. */
  remoteManifests: Record<RemoteName, string>;
}

/**
 * `REMOTE_<NAME>_URL` is either the manifest itself (ends in .json) or the folder a remote
 * was deployed to. Unset, the remote is served by this server under /remotes/<name>/.
 */
export function remoteManifestUrl(name: RemoteName, configured: string | undefined): string {
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

export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webRoot: string }): Config {
  // An empty variable means unset, as in most shells' `VAR= command`.
  const setVars = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(setVars);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const vars = parsed.data;
  const remoteUrls: Record<RemoteName, string | undefined> = {
    library: vars.REMOTE_LIBRARY_URL,
    catalog: vars.REMOTE_CATALOG_URL,
    media: vars.REMOTE_MEDIA_URL,
    account: vars.REMOTE_ACCOUNT_URL,
  };
  return {
    port: vars.PORT,
    host: vars.HOST,
    // memory:// is a throwaway embedded database (tests), not a folder.
    dataDir: vars.DATA_DIR.startsWith('memory://') ? vars.DATA_DIR : resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    webRoot: resolve(vars.WEB_ROOT ?? defaults.webRoot),
    logLevel: vars.LOG_LEVEL,
    jwtSecret: vars.JWT_SECRET,
    mailFrom: vars.MAIL_FROM,
    bugReportEmail: vars.BUG_REPORT_EMAIL,
    authRateLimit: vars.AUTH_RATE_LIMIT,
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    remoteManifests: Object.fromEntries(remoteNames.map((name) => [name, remoteManifestUrl(name, remoteUrls[name])])) as Record<
      RemoteName,
      string
    >,
  };
}
