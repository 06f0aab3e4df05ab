import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { IMPORT_JOB_STATUSES, IMPORT_SOURCES, MEDIA_TYPE_VALUES } from '@shelfmark/contract';
import { media } from './catalog';
import { users } from './users';

/**
 * An uploaded file being imported. Counts are not stored: they are read from the rows, so
 * they can never drift from what the rows say. extra holds what belongs to the whole file
 * (a Shelfmark archive's recommendations and the records they name).
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    jobId: integer('job_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_JOB_STATUSES })
      .notNull()
      .default('queued'),
    error: text('error'),
    extra: jsonb('extra'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the worker first took the job: the estimate's clock. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_user_idx').on(t.userId, t.jobId),
    index('import_jobs_unfinished_idx')
      .on(t.jobId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('import_jobs_status_check', sql`${t.status} in ('queued', 'running', 'needs_review', 'done', 'failed', 'undone')`),
  ],
);

/**
 * One row of an uploaded file: what it says (data, mapped to Shelfmark's values), and what
 * became of it. source_key and content_hash make a second import of the same row a no-op.
 */
export const importRows = pgTable(
  'import_rows',
  {
    rowId: integer('row_id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => importJobs.jobId, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    state: text('state', { enum: ['pending', 'imported', 'review', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    outcome: text('outcome', { enum: ['matched', 'created'] }),
    type: text('type', { enum: MEDIA_TYPE_VALUES }).notNull(),
    title: text('title').notNull(),
    creator: text('creator').notNull(),
    isbn: text('isbn'),
    status: text('status'),
    rating: smallint('rating'),
    mediaId: integer('media_id').references(() => media.mediaId, { onDelete: 'set null' }),
    confidence: doublePrecision('confidence'),
    reason: text('reason'),
    candidates: jsonb('candidates').notNull().default([]),
    sourceKey: text('source_key').notNull(),
    contentHash: text('content_hash').notNull(),
    data: jsonb('data').notNull(),
    /** What importing the row wrote (records created, fields changed with their values before), so undo is exact. */
    changes: jsonb('changes'),
  },
  (t) => [
    index('import_rows_job_state_idx').on(t.jobId, t.state, t.rowId),
    index('import_rows_source_idx').on(t.userId, t.sourceKey),
    check('import_rows_state_check', sql`${t.state} in ('pending', 'imported', 'review', 'skipped', 'failed')`),
  ],
);
