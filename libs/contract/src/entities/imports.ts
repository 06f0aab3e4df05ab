import { z } from 'zod';
import { MediaTypeSchema } from '../media-types';
import { IdSchema } from './ids';

/** Where an uploaded file comes from; each has its own column format (docs/import-export.md). */
export const IMPORT_SOURCES = ['shelfmark', 'goodreads', 'storygraph', 'letterboxd'] as const;
export const ImportSourceSchema = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof ImportSourceSchema>;

export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  shelfmark: 'Shelfmark export (.json)',
  goodreads: 'Goodreads (.csv)',
  storygraph: 'The StoryGraph (.csv)',
  letterboxd: 'Letterboxd (.zip)',
};

/** Largest upload accepted for an import, in bytes; the server says so in its 413 message. */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** queued → running → (needs_review →) done, or failed when the file itself is unusable. */
export const ImportJobStatusSchema = z.enum(['queued', 'running', 'needs_review', 'done', 'failed']);
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
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportRowStateSchema = z.enum(['pending', 'imported', 'review', 'skipped', 'failed']);
export type ImportRowState = z.infer<typeof ImportRowStateSchema>;

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
  outcome: z.enum(['matched', 'created']).nullable(),
  type: MediaTypeSchema,
  title: z.string(),
  creator: z.string(),
  isbn: z.string().nullable(),
  /** The mapped Shelfmark status, e.g. 'TBR'. */
  status: z.string().nullable(),
  /** The mapped rating on Shelfmark's 1–10 scale. */
  rating: z.number().int().min(1).max(10).nullable(),
  mediaID: IdSchema.nullable(),
  /** Why the row is in review, skipped or failed, in words for the user. */
  reason: z.string().nullable(),
  candidates: z.array(ImportCandidateSchema),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportRowsQuerySchema = z.object({
  state: ImportRowStateSchema.optional(),
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

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export const ExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
