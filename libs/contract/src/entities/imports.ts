import { z } from 'zod';
import { MediaTypeSchema } from '../media-types';
import { IdSchema } from './ids';

/** Where an uploaded file comes from; each has its own column format (docs/import-export.md). */
export const IMPORT_SOURCES = ['shelfmark', 'goodreads', 'storygraph', 'letterboxd', 'imdb', 'trakt', 'hardcover', 'yamtrack', 'ryot'] as const;
export const ImportSourceSchema = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof ImportSourceSchema>;

export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  shelfmark: 'Shelfmark export (.json)',
  goodreads: 'Goodreads (.csv)',
  storygraph: 'The StoryGraph (.csv)',
  letterboxd: 'Letterboxd (.zip)',
  imdb: 'IMDb ratings, list or watchlist (.csv)',
  trakt: 'Trakt (.zip)',
  hardcover: 'Hardcover (.csv)',
  yamtrack: 'Yamtrack (.csv)',
  ryot: 'Ryot (.json)',
};

/** The file extensions each source's export comes as (the web form checks them first). */
export const IMPORT_SOURCE_EXTENSIONS: Record<ImportSource, readonly string[]> = {
  shelfmark: ['.json'],
  goodreads: ['.csv'],
  storygraph: ['.csv'],
  letterboxd: ['.zip', '.csv'],
  imdb: ['.csv'],
  trakt: ['.zip'],
  hardcover: ['.csv'],
  yamtrack: ['.csv'],
  ryot: ['.json'],
};

/** Largest upload accepted for an import, in bytes; the server says so in its 413 message. */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** queued → running → (needs_review →) done, or failed when the file itself is unusable; undone once the user undoes it. */
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'needs_review', 'done', 'failed', 'undone'] as const;
export const ImportJobStatusSchema = z.enum(IMPORT_JOB_STATUSES);
export type ImportJobStatus = z.infer<typeof ImportJobStatusSchema>;

export const ImportCountsSchema = z.object({
  /** Rows written to the library (matched or created), including those resolved from review. */
  imported: z.number().int().nonnegative(),
  /** Rows matched to an existing catalogue record. */
  matched: z.number().int().nonnegative(),
  /** Rows for which a catalogue record was created. */
  created: z.number().int().nonnegative(),
  /** Rows skipped: by the user, or already imported with nothing newer. */
  skipped: z.number().int().nonnegative(),
  /** Rows that could not be imported; each row says why. */
  failed: z.number().int().nonnegative(),
  /** Rows waiting in the review inbox. */
  review: z.number().int().nonnegative(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const ImportJobSchema = z.object({
  id: IdSchema,
  source: ImportSourceSchema,
  fileName: z.string(),
  status: ImportJobStatusSchema,
  /** Rows found in the file; 0 until the file is parsed. */
  total: z.number().int().nonnegative(),
  /** Rows handled so far (every state but pending). */
  processed: z.number().int().nonnegative(),
  counts: ImportCountsSchema,
  /** Why the whole job failed, when status is 'failed'. */
  error: z.string().nullable(),
  /** What to know about the whole file, e.g. that quarter-star ratings were rounded. */
  notices: z.array(z.string()),
  createdAt: z.string(),
  /** When the worker began on it; null while queued. */
  startedAt: z.string().nullable(),
  /** Rows handled per second since the job started (null before two seconds of work). */
  rowsPerSecond: z.number().nonnegative().nullable(),
  /** Seconds until the last row is handled, at the rate so far; null when unknown or finished. */
  estimatedSecondsLeft: z.number().int().nonnegative().nullable(),
  finishedAt: z.string().nullable(),
  /** When the import was undone; null otherwise. */
  undoneAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportRowStateSchema = z.enum(['pending', 'imported', 'review', 'skipped', 'failed']);
export type ImportRowState = z.infer<typeof ImportRowStateSchema>;

/** How an imported row reached the library: matched to an existing record, or a record created for it. */
export const ImportRowOutcomeSchema = z.enum(['matched', 'created']);
export type ImportRowOutcome = z.infer<typeof ImportRowOutcomeSchema>;

export const ImportCandidateSchema = z.object({
  mediaID: IdSchema,
  title: z.string(),
  creator: z.string(),
  type: MediaTypeSchema,
  /** 0–1: 1 for an ISBN match, lower for title + creator similarity. */
  confidence: z.number().min(0).max(1),
});
export type ImportCandidate = z.infer<typeof ImportCandidateSchema>;

export const ImportRowSchema = z.object({
  id: IdSchema,
  /** 1-based line of the row in the source file (for a zip, within its file). */
  rowNumber: z.number().int().positive(),
  state: ImportRowStateSchema,
  /** How the row reached the library, once imported. */
  outcome: ImportRowOutcomeSchema.nullable(),
  type: MediaTypeSchema,
  title: z.string(),
  creator: z.string(),
  isbn: z.string().nullable(),
  /** The mapped Shelfmark status, e.g. 'TBR'. */
  status: z.string().nullable(),
  /** The mapped rating on Shelfmark's 1–10 scale. */
  rating: z.number().int().min(1).max(10).nullable(),
  mediaID: IdSchema.nullable(),
  /** How sure the match is, 0–1 (1 for an ISBN or a decision the user took); null before matching. */
  confidence: z.number().min(0).max(1).nullable(),
  /** Why the row is in review, skipped or failed, in words for the user. */
  reason: z.string().nullable(),
  candidates: z.array(ImportCandidateSchema),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportRowsQuerySchema = z.object({
  state: ImportRowStateSchema.optional(),
  /** With state imported: only rows matched to an existing record, or only those created. */
  outcome: ImportRowOutcomeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ImportRowsQuery = z.infer<typeof ImportRowsQuerySchema>;

export const ImportRowsPageSchema = z.object({
  rows: z.array(ImportRowSchema),
  total: z.number().int().nonnegative(),
});
export type ImportRowsPage = z.infer<typeof ImportRowsPageSchema>;

/** What the user decides for a row in the review inbox. */
export const ImportResolutionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('match'), mediaID: IdSchema }),
  z.object({ action: z.literal('create') }),
  z.object({ action: z.literal('skip') }),
]);
export type ImportResolution = z.infer<typeof ImportResolutionSchema>;

/** What undoing an import did: each record it wrote either went back, or was kept because the user changed it since. */
export const ImportUndoSchema = z.object({
  job: ImportJobSchema,
  /** Library entries the import created and undo removed. */
  removedEntries: z.number().int().nonnegative(),
  /** Entries the import changed whose fields went back to what they were. */
  restoredEntries: z.number().int().nonnegative(),
  /** Readings, journal entries, tags and recommendations the import added and undo removed. */
  removedRecords: z.number().int().nonnegative(),
  /** Catalogue records the import created that nobody else uses, removed with their media requests. */
  removedCatalogueRecords: z.number().int().nonnegative(),
  /** What was kept because it changed after the import, in words for the user (at most 50). */
  kept: z.array(z.string()),
});
export type ImportUndo = z.infer<typeof ImportUndoSchema>;

/**
 * json: Shelfmark's archive; csv: a spreadsheet of the shelf; goodreads: books in the
 * 24-column CSV Goodreads writes; letterboxd: films in Letterboxd's import CSV.
 */
export const EXPORT_FORMATS = ['json', 'csv', 'goodreads', 'letterboxd'] as const;
export const ExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
