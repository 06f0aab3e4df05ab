import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';
import { ImportCandidateSchema, ImportResolutionSchema } from '../entities/imports';
import { INTEGRATION_NAME_MAX_LENGTH, IntegrationStatusSchema } from './integrations';

/** The media servers that post a webhook for each play (issue "Tracks itself", part 1). */
export const MEDIA_SERVER_KINDS = ['jellyfin', 'plex', 'emby'] as const;
export const MediaServerKindSchema = z.enum(MEDIA_SERVER_KINDS);
export type MediaServerKind = z.infer<typeof MediaServerKindSchema>;
export const isMediaServerKind = (kind: string): kind is MediaServerKind => (MEDIA_SERVER_KINDS as readonly string[]).includes(kind);

/** Largest body a media server may post (Plex adds a thumbnail); more is a 413. */
export const MEDIA_SERVER_HOOK_MAX_BYTES = 1024 * 1024;
/** A stopped movie played at least this share counts as being watched, unless the integration says otherwise. */
export const DEFAULT_MINIMUM_PERCENT = 10;
/** Two reports of the same item finished within this many minutes are one play (two servers, or a repeat). */
export const SAME_PLAY_MINUTES = 60;
export const MEDIA_SERVER_FILTER_MAX = 20;
const FILTER_VALUE_MAX_LENGTH = 200;

export const MEDIA_SERVER_MESSAGES = {
  notFound: 'Integration not found',
  tooMany: (max: number) => `You can have at most ${max} integrations; delete one first`,
  nameRequired: 'Give the integration a name',
  usersRequired: 'Name at least one server user whose plays count: a shared server must not fill one account',
  inboxItemNotFound: 'Inbox item not found',
  notWaiting: 'This item is no longer waiting in the inbox',
  unreadable: (label: string) => `This is not a ${label} webhook Shelfmark understands`,
} as const;

const filterValue = z.string().trim().min(1).max(FILTER_VALUE_MAX_LENGTH);

/**
 * What a media server integration records. `serverUsers`: the server's user names or ids whose
 * plays count (at least one; a family's server must not fill one account). `libraries`: library
 * names whose plays count, empty for all (Plex and recent Jellyfin webhook plugins say which library a play is from; Emby does not).
 * `minimumPercent`: a stopped, unfinished movie moves to Currently Watching from this share on.
 * `createUnknown`: an item the catalogue lacks is created (from the metadata look-up when it is
 * on) instead of waiting in the inbox.
 */
export const MediaServerSettingsSchema = z
  .object({
    serverUsers: z.array(filterValue).min(1, MEDIA_SERVER_MESSAGES.usersRequired).max(MEDIA_SERVER_FILTER_MAX),
    libraries: z.array(filterValue).max(MEDIA_SERVER_FILTER_MAX).default([]),
    minimumPercent: z.number().int().min(1).max(100).default(DEFAULT_MINIMUM_PERCENT),
    createUnknown: z.boolean().default(false),
  })
  .strict();
export type MediaServerSettings = z.infer<typeof MediaServerSettingsSchema>;

const name = z.string().trim().min(1, MEDIA_SERVER_MESSAGES.nameRequired).max(INTEGRATION_NAME_MAX_LENGTH);

/** Body of POST /integrations (media server kinds). */
export const MediaServerCreateSchema = z.object({ kind: MediaServerKindSchema, name, settings: MediaServerSettingsSchema }).strict();
export type MediaServerCreate = z.input<typeof MediaServerCreateSchema>;

/** Body of PATCH /integrations/{integrationID}: any kind may be renamed, paused or resumed; settings only for media servers. */
export const IntegrationUpdateSchema = z
  .object({ name: name.optional(), paused: z.boolean().optional(), settings: MediaServerSettingsSchema.optional() })
  .strict();
export type IntegrationUpdate = z.input<typeof IntegrationUpdateSchema>;

/** One integration as the Integrations page lists it: the shared status, and a media server's settings. */
export const IntegrationSchema = IntegrationStatusSchema.extend({
  /** The media server's settings; null for other kinds (they show their own). */
  settings: MediaServerSettingsSchema.nullable(),
  /** Plays waiting in the inbox for a decision. */
  inboxCount: z.number().int().nonnegative(),
});
export type Integration = z.infer<typeof IntegrationSchema>;

/** POST /integrations answers the address to paste into the server, with its secret: shown only this once. */
export const CreatedIntegrationSchema = IntegrationSchema.extend({ hookUrl: z.string() });
export type CreatedIntegration = z.infer<typeof CreatedIntegrationSchema>;

/** What a play did: a finished watch, an episode, a movie under way, a rating; or nothing (why). */
export const PLAY_OUTCOMES = ['watched', 'episode', 'started', 'rated', 'duplicate', 'inbox', 'skipped', 'ignored'] as const;
export const PlayOutcomeSchema = z.enum(PLAY_OUTCOMES);
export type PlayOutcome = z.infer<typeof PlayOutcomeSchema>;

/** The receiver's answer to a media server (it shows nowhere, but helps whoever sets it up with curl). */
export const HookAnswerSchema = z.object({ outcome: PlayOutcomeSchema, message: z.string() });
export type HookAnswer = z.infer<typeof HookAnswerSchema>;

/** A play waiting for the user: the catalogue had no record for it and the integration may not create one. */
export const InboxItemSchema = z.object({
  id: IdSchema,
  integrationID: IdSchema,
  type: z.enum(['movie', 'tvshow']),
  title: z.string(),
  year: z.number().int().nullable(),
  /** "S1E3" for an episode, else null. */
  episode: z.string().nullable(),
  /** What the play would do once resolved, in words ("Watched", "Watched S1E3", "Rated 8/10"). */
  action: z.string(),
  playedAt: IsoDateTimeSchema,
  serverUser: z.string(),
  candidates: z.array(ImportCandidateSchema),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

/** The user's decision on an inbox item: the import review's (match a record, create one, skip). */
export const InboxResolutionSchema = ImportResolutionSchema;


/**
 * The JSON template pasted into the Jellyfin webhook plugin's "Generic" destination (notification
 * type Playback Stop, item types Movies and Episodes). The variables are the plugin's
 * (jellyfin/jellyfin-plugin-webhook, Helpers/DataObjectHelpers.cs and Notifiers/PlaybackStopNotifier):
 * numbers unquoted, texts quoted with triple braces so Handlebars does not HTML-escape them.
 */
export const JELLYFIN_TEMPLATE = `{
  "NotificationType": "{{NotificationType}}",
  "ServerId": "{{ServerId}}",
  "ItemId": "{{ItemId}}",
  "ItemType": "{{ItemType}}",
  "Name": "{{{Name}}}",
  "SeriesName": "{{{SeriesName}}}",
  "SeasonNumber": "{{SeasonNumber}}",
  "EpisodeNumber": "{{EpisodeNumber}}",
  "Year": "{{Year}}",
  "Provider_imdb": "{{Provider_imdb}}",
  "Provider_tmdb": "{{Provider_tmdb}}",
  "Provider_tvdb": "{{Provider_tvdb}}",
  "PlayedToCompletion": "{{PlayedToCompletion}}",
  "PlaybackPositionTicks": "{{PlaybackPositionTicks}}",
  "RunTimeTicks": "{{RunTimeTicks}}",
  "NotificationUsername": "{{{NotificationUsername}}}",
  "UserId": "{{UserId}}",
  "LibraryNameByMaxPath": "{{{LibraryNameByMaxPath}}}",
  "UtcTimestamp": "{{UtcTimestamp}}"
}`;

/** What resolving an inbox item did: recorded on the record, or skipped (by the user, or nothing new to record). */
export const InboxResolvedSchema = z.object({ id: IdSchema, state: z.enum(['recorded', 'skipped']), mediaID: IdSchema.nullable() });
export type InboxResolved = z.infer<typeof InboxResolvedSchema>;
