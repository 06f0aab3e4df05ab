import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';

/**
 * The sources that record a user's plays and progress without typing (issue "Tracks itself"):
 * media servers that post webhooks, KOReader's progress sync, and an Audiobookshelf server
 * Shelfmark polls.
 */
export const INTEGRATION_KINDS = ['jellyfin', 'plex', 'emby', 'koreader', 'audiobookshelf'] as const;
export const IntegrationKindSchema = z.enum(INTEGRATION_KINDS);
export type IntegrationKind = z.infer<typeof IntegrationKindSchema>;

export const INTEGRATION_LABELS: Record<IntegrationKind, string> = {
  jellyfin: 'Jellyfin',
  plex: 'Plex',
  emby: 'Emby',
  koreader: 'KOReader',
  audiobookshelf: 'Audiobookshelf',
};

/** A source that fails this many times in a row pauses itself and says why. */
export const INTEGRATION_FAILURES_BEFORE_PAUSE = 5;
/** Most integrations one user holds. */
export const MAX_INTEGRATIONS_PER_USER = 20;
export const INTEGRATION_NAME_MAX_LENGTH = 100;

/** What every integration shows on the Integrations page, whatever its kind. */
export const IntegrationStatusSchema = z.object({
  integrationID: IdSchema,
  kind: IntegrationKindSchema,
  name: z.string(),
  created: IsoDateTimeSchema,
  paused: z.boolean(),
  /** Why it paused itself; null when the user paused it, or it runs. */
  pausedReason: z.string().nullable(),
  lastEventAt: IsoDateTimeSchema.nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: IsoDateTimeSchema.nullable(),
  eventsThisWeek: z.number().int().nonnegative(),
});
export type IntegrationStatus = z.infer<typeof IntegrationStatusSchema>;

/** A line of an entry's history that an integration wrote: "Watched S1E3 on Jellyfin", "Read to 42% on KOReader (Kobo)". */
export const IntegrationHistoryLineSchema = z.object({ at: IsoDateTimeSchema, text: z.string() });
export type IntegrationHistoryLine = z.infer<typeof IntegrationHistoryLineSchema>;
