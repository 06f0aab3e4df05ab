import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { importJobs, importRows } from '../db/schema';
import { insertRecommendation } from '../repositories/recommendations';
import { findRole } from '../repositories/users';
import { toIsbn13 } from '../services/isbn';
import { resolveArchiveMedia } from './catalogue-records';
import { hasRowsInReview, type JobRecord } from './job-store';
import { mediaByIsbn13 } from './matching';
import type { ParsedExtra } from './parsed-file';
import { earlierImports, type Importer, processRowSafely } from './row-processor';

/** Rows per transaction: small enough that other requests on the same database wait little. */
const BATCH_SIZE = 50;

async function importerOf(db: Db, userId: number): Promise<Importer> {
  return { userId, isAdmin: (await findRole(db, userId)) === 'admin' };
}

/** A Shelfmark archive's recommendations, once its library rows are in: both ends found or created. */
async function applyRecommendations(db: Db, job: JobRecord, importer: Importer): Promise<void> {
  const extra = job.extra as ParsedExtra | null;
  if (!extra || extra.recommendations.length === 0) return;
  const imported = await db
    .select({ archiveId: sql<string>`${importRows.data}->'media'->>'mediaID'`, mediaId: importRows.mediaId })
    .from(importRows)
    .where(and(eq(importRows.jobId, job.jobId), isNotNull(importRows.mediaId)));
  const known = new Map(imported.flatMap((row) => (row.mediaId === null ? [] : [[row.archiveId, row.mediaId] as const])));
  const resolve = async (archiveId: number) => {
    const id = known.get(String(archiveId));
    if (id !== undefined) return id;
    const record = extra.media[String(archiveId)];
    if (!record) return null;
    const { mediaId } = await resolveArchiveMedia(db, record, importer.isAdmin);
    known.set(String(archiveId), mediaId);
    return mediaId;
  };
  for (const recommendation of extra.recommendations) {
    const [mediaA, mediaB] = [await resolve(recommendation.mediaA), await resolve(recommendation.mediaB)];
    if (mediaA === null || mediaB === null || mediaA === mediaB) continue;
    await insertRecommendation(db, { userId: job.userId, mediaA, mediaB, note: recommendation.note });
  }
}

async function finishJob(db: Db, job: JobRecord, importer: Importer): Promise<void> {
  await applyRecommendations(db, job, importer);
  const status = (await hasRowsInReview(db, job.jobId)) ? 'needs_review' : 'done';
  await db.update(importJobs).set({ status, finishedAt: new Date() }).where(eq(importJobs.jobId, job.jobId));
}

/** A step of a job went wrong as a whole (not one row): the worker retries, then gives the job up. */
export class JobStepError extends Error {
  constructor(
    readonly jobId: number,
    readonly reason: unknown,
  ) {
    super(`import job ${jobId} step failed`);
  }
}

export const JOB_FAILED = 'The import stopped on a server error; the rows imported so far are kept';

/** Gives a job up: it leaves the worker's queue with the reason. */
export async function markJobFailed(db: Db, jobId: number): Promise<void> {
  await db.update(importJobs).set({ status: 'failed', error: JOB_FAILED, finishedAt: new Date() }).where(eq(importJobs.jobId, jobId));
}

/**
 * One step of the oldest unfinished job, in one transaction: up to BATCH_SIZE pending rows,
 * and the job's end once none are left. The job row is locked (SKIP LOCKED), so several
 * servers on one PostgreSQL never work on the same job at once. False when there is no work.
 */
export async function runNextBatch(db: Db, log: (error: unknown) => void, batchSize = BATCH_SIZE): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(importJobs)
      .where(inArray(importJobs.status, ['queued', 'running']))
      .orderBy(asc(importJobs.jobId))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return false;
    try {
      await stepJob(tx, job, log, batchSize);
    } catch (error) {
      throw new JobStepError(job.jobId, error);
    }
    return true;
  });
}

/** The next rows of the job, and its end once none are left. */
async function stepJob(tx: Db, job: JobRecord, log: (error: unknown) => void, batchSize: number): Promise<void> {
  if (job.status === 'queued') await tx.update(importJobs).set({ status: 'running' }).where(eq(importJobs.jobId, job.jobId));
  const importer = await importerOf(tx, job.userId);
  const rows = await tx
    .select()
    .from(importRows)
    .where(and(eq(importRows.jobId, job.jobId), eq(importRows.state, 'pending')))
    .orderBy(asc(importRows.rowId))
    .limit(batchSize);
  const isbn13s = rows.flatMap((row) => (row.isbn ? [toIsbn13(row.isbn) ?? ''] : [])).filter(Boolean);
  const context = {
    isbnHits: await mediaByIsbn13(tx, [...new Set(isbn13s)], importer.isAdmin),
    earlier: await earlierImports(tx, job.userId, job.jobId, [...new Set(rows.map((row) => row.sourceKey))]),
    now: new Date(),
  };
  for (const row of rows) {
    const update = await processRowSafely(tx, row, importer, context, log);
    await tx.update(importRows).set(update).where(eq(importRows.rowId, row.rowId));
  }
  if (rows.length < batchSize) await finishJob(tx, job, importer);
}
