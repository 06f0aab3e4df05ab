import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { AREA_NAMES } from '../routes';

/** Remote releases, canaries and the shell's load reports (issue 34, ADR 0043). */
export const RemoteNameSchema = z.enum(AREA_NAMES, `A remote is one of ${AREA_NAMES.join(', ')}`);

/** `<package version>+<short commit>`, e.g. 1.4.0+abc1234. */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
export const ReleaseVersionSchema = z.string().regex(RELEASE_VERSION_PATTERN, 'A version is letters, digits, dots, + and - (at most 64)');

export const REMOTE_RELEASE_MESSAGES = {
  unknownRemote: (name: string) => `There is no remote called “${name}”; the remotes are ${AREA_NAMES.join(', ')}`,
  unknownVersion: (name: string, version: string) => `${name} has no release ${version}`,
  noCanary: (name: string) => `${name} has no canary running`,
  nothingToRollBackTo: (name: string) => `${name} has no earlier version to roll back to`,
  alreadyReleased: (name: string, version: string) => `${name}@${version} is already released; a release is never replaced`,
  fixedOverride: (name: string) => `REMOTE_${name.toUpperCase()}_URL is set: this server serves ${name} from there whatever its rollout says`,
  autoStopped: (failed: number, loads: number, rate: number, currentRate: number, currentVersion: string) =>
    `Stopped by itself: ${failed} of ${loads} loads failed (${rate} %) against ${currentRate} % for ${currentVersion}`,
  tooManyReports: (seconds: number) => `Too many load reports; try again in ${seconds} s`,
} as const;

export const PromoteRequestSchema = z.strictObject({
  version: ReleaseVersionSchema.optional(),
  /** everyone (the default), a share of users, or staff (librarians and admins) only. */
  audience: z.enum(['everyone', 'share', 'staff'], 'The audience is everyone, share or staff').default('everyone'),
  percent: z.number().int().min(1, 'A share is 1 to 99 %').max(99, 'A share is 1 to 99 %').optional(),
});
export type PromoteRequest = z.infer<typeof PromoteRequestSchema>;

export const RollbackRequestSchema = z.strictObject({ version: ReleaseVersionSchema.optional() });

export const ReleaseStatsSchema = z.object({
  loads: z.number().int(),
  failed: z.number().int(),
  /** Percent of loads that failed; null without loads. */
  failureRate: z.number().nullable(),
  medianMs: z.number().nullable(),
});
export type ReleaseStats = z.infer<typeof ReleaseStatsSchema>;

export const RemoteReleaseSchema = z.object({
  version: z.string(),
  releasedAt: IsoDateTimeSchema,
  forced: z.boolean(),
  stats: ReleaseStatsSchema,
});

export const RemoteRolloutSchema = z.object({
  remote: RemoteNameSchema,
  /** REMOTE_<NAME>_URL is set on this server: releases are kept but not served. */
  fixedOverride: z.boolean(),
  currentVersion: z.string().nullable(),
  previousVersion: z.string().nullable(),
  canary: z.object({ version: z.string(), audience: z.enum(['share', 'staff']), percent: z.number().int().nullable(), startedAt: IsoDateTimeSchema }).nullable(),
  stopped: z.object({ version: z.string(), reason: z.string(), at: IsoDateTimeSchema }).nullable(),
  releases: z.array(RemoteReleaseSchema),
});
export type RemoteRollout = z.infer<typeof RemoteRolloutSchema>;

export const REMOTE_LOAD_PHASES = ['manifest', 'entry', 'routes', 'incompatible'] as const;
export const REMOTE_LOADS_MAX_BATCH = 20;

export const RemoteLoadSchema = z.strictObject({
  remote: RemoteNameSchema,
  version: ReleaseVersionSchema,
  ok: z.boolean(),
  /** Where a failed load failed. */
  phase: z.enum(REMOTE_LOAD_PHASES).optional(),
  ms: z.number().int().min(0).max(600_000),
});
export type RemoteLoad = z.infer<typeof RemoteLoadSchema>;

export const RemoteLoadsReportSchema = z.strictObject({
  loads: z.array(RemoteLoadSchema).min(1).max(REMOTE_LOADS_MAX_BATCH, `At most ${REMOTE_LOADS_MAX_BATCH} loads a report`),
});
export type RemoteLoadsReport = z.infer<typeof RemoteLoadsReportSchema>;

export { UNRELEASED_VERSION } from '../limits';
