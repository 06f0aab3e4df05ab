import { DatePrecisionSchema, EPISODE_EXTERNAL_SOURCES, EXTERNAL_SOURCES, IsoDateSchema, IsoDateTimeSchema, MediaTypeSchema, StatusSchema } from '@shelfmark/contract';
import { z } from 'zod';

/** The archive's name and version, first in every export (docs/import-export.md). */
export const ARCHIVE_FORMAT = 'shelfmark-export';
/** 2 added episode fields, external ids and episode (track) watches; version 1 archives read as before. */
export const ARCHIVE_VERSION = 2;
export const ARCHIVE_VERSIONS_READ = [1, 2] as const;

// The 20 MB upload limit bounds these; the catalogue's own limits apply when records are created.
const text = z.string();
const whole = z.number().int();

// Ids as stored (normalised by the exporting server); a source this server does not know is left out.
const externalIdsOf = (sources: readonly string[]) =>
  z.record(z.string(), z.string().min(1).max(200)).transform((ids) => Object.fromEntries(Object.entries(ids).filter(([source]) => sources.includes(source))));

const ArchiveSubmediaSchema = z.object({
  overallnum: whole,
  title: z.string(),
  // Version 2: an episode's place in its show, air date, runtime and ids; absent when unknown.
  season: whole.min(0).optional(),
  episode: whole.min(0).optional(),
  airDate: IsoDateSchema.optional(),
  runtime: whole.min(1).max(1440).optional(),
  externalIds: externalIdsOf(EPISODE_EXTERNAL_SOURCES).optional(),
});
export type ArchiveSubmedia = z.infer<typeof ArchiveSubmediaSchema>;

const ArchiveCreatorSchema = z.object({
  name: z.string().min(1).max(500),
  first: z.string().max(500).nullable(),
  last: z.string().max(500),
  description: text.nullable(),
});

export const ArchiveMediaSchema = z.object({
  /** The exporting server's id: links library entries and recommendations to the record within the file. */
  mediaID: whole.positive(),
  type: MediaTypeSchema,
  title: z.string().min(1).max(500),
  description: text.nullable(),
  isbn: z.string().nullable(),
  publication: z.string().nullable(),
  numPages: whole.nullable(),
  numEpisodes: whole.nullable(),
  seasons: whole.nullable(),
  startyear: whole.nullable(),
  endyear: whole.nullable(),
  parentguide: z.string().nullable(),
  restricted: z.boolean(),
  series: z.object({ name: z.string().min(1).max(500), description: text.nullable() }).nullable(),
  seriesNum: z.number().nullable(),
  creators: z.array(ArchiveCreatorSchema).max(50),
  genreIDs: z.array(whole).max(17),
  submedia: z.array(ArchiveSubmediaSchema).max(2000),
  // Version 2; absent: a full date, no episode length, no ids.
  publicationPrecision: DatePrecisionSchema.optional(),
  episodeLength: whole.min(1).max(1440).optional(),
  externalIds: externalIdsOf(EXTERNAL_SOURCES).optional(),
});
export type ArchiveMedia = z.infer<typeof ArchiveMediaSchema>;

export const ArchiveReadingSchema = z.object({
  dateStarted: IsoDateTimeSchema,
  dateFinished: IsoDateTimeSchema.nullable(),
  status: z.enum(['read', 'DNF']).nullable(),
  /** 'year' or 'month' for a date given only that far ("2019", "2019-06"); absent means a full date. */
  dateStartedPrecision: DatePrecisionSchema.optional(),
  dateFinishedPrecision: DatePrecisionSchema.optional(),
  /** Dated by Shelfmark, not the user (ADR 0026); absent means false. */
  estimated: z.boolean().optional(),
});

const ArchiveJournalEntrySchema = z.object({
  title: z.string().max(500),
  body: text,
  time: IsoDateTimeSchema,
  page: whole.nullable(),
  /** 1 for the entry's first reading, 2 for the second…; null for none. */
  reading: whole.positive().nullable(),
});

/**
 * A song or episode watched (or listened to). An archive names it by overallnum and the reading
 * it belongs to (1 for the entry's first); another service by season and number, with its title
 * when the file has one, and the reading is the one whose dates hold watchedAt.
 */
export const WatchInputSchema = z.object({
  overallnum: whole.min(0).optional(),
  season: whole.min(0).max(1000).optional(),
  episode: whole.min(0).max(10_000).optional(),
  title: z.string().max(500).optional(),
  /** The episode's own ids (TMDB, TheTVDB, IMDb), given to an episode the import creates. */
  externalIds: externalIdsOf(EPISODE_EXTERNAL_SOURCES).optional(),
  reading: whole.positive().optional(),
  watchedAt: IsoDateTimeSchema,
});
export type WatchInput = z.infer<typeof WatchInputSchema>;

/** A library entry as imports write it, whichever file it came from. */
export const LibraryEntryInputSchema = z.object({
  status: StatusSchema,
  rating: whole.min(0).max(10),
  review: text.nullable(),
  favorited: z.boolean(),
  progress: whole.min(0),
  addedAt: IsoDateTimeSchema.nullable(),
  readings: z.array(ArchiveReadingSchema).max(1000),
  entries: z.array(ArchiveJournalEntrySchema).max(10_000),
  tags: z.array(z.string()).max(1000),
  /** Numbers (overallnum) of the songs or episodes marked favourite. */
  favoriteSubmedia: z.array(whole).max(2000),
  /** Version 2: songs or episodes watched, in every reading; absent: none. */
  watches: z.array(WatchInputSchema).max(100_000).optional(),
});
export type LibraryEntryInput = z.infer<typeof LibraryEntryInputSchema>;

export const ArchiveEntrySchema = LibraryEntryInputSchema.extend({ mediaID: whole.positive() });
export type ArchiveEntry = z.infer<typeof ArchiveEntrySchema>;

export const ArchiveRecommendationSchema = z.object({ mediaA: whole.positive(), mediaB: whole.positive(), note: text.nullable() });
export type ArchiveRecommendation = z.infer<typeof ArchiveRecommendationSchema>;

export const ArchiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.union(ARCHIVE_VERSIONS_READ.map((version) => z.literal(version))),
  exportedAt: IsoDateTimeSchema,
  user: z.object({ username: z.string() }),
  media: z.array(ArchiveMediaSchema),
  library: z.array(ArchiveEntrySchema),
  recommendations: z.array(ArchiveRecommendationSchema),
});
export type Archive = z.infer<typeof ArchiveSchema>;
