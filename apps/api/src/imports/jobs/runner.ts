import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { importJobs, importRows } from '../../db/schema';
import { insertRecommendation } from '../../recommendations/recommendations.repository';
import { findRole } from '../../auth/roles';
import { toIsbn13 } from '../../media/isbn';
import { resolveArchiveMedia } from '../matching/catalogue-records';
import { hasRowsInReview, type JobRecord, loadJob, type RowRecord, updateRows } from '../import-jobs.repository';
import { withEvents } from '../../webhooks/outbox';
import { captureNoEntryEvents } from '../../library/entry-event-deliveries';
import { findEntriesOfMedia } from '../../library/library-entries.repository';
import { type MatchResult, matchRows, mediaByIsbn13 } from '../matching/matching';
import type { ParsedExtra, RowData, ServiceRowData } from '../rows/parsed-file';
import { ChangeLog } from './changes';
import { type FreshRow, writeFreshRows } from './batch-writer';
import { earlierImports, type Importer, processRowSafely, reviewUpdate, type RowUpdate } from './row-processor';

/** Rows per transaction: small enough that other requests on the same database wait little. */
const BATCH_SIZE = 50;

async function importerOf(db: Db, userId: number): Promise<Importer> {
  return { userId, isAdmin: (await findRole(db, userId)) === 'admin' };
}

/** A Shelfmark archive's recommendations, once its library rows are in: both ends found or created. */
async function applyRecommendations(db: Db, job: JobRecord, importer: Importer): Promise<void> {
  const extra = job.extra as ParsedExtra | null;
  if (!extra?.recommendations || extra.recommendations.length === 0) return;
  const log = new ChangeLog();
  const imported = await db
    .select({ archiveId: sql<string>`${importRows.data}->'media'->>'mediaID'`, mediaId: importRows.mediaId })
    .from(importRows)
    .where(and(eq(importRows.jobId, job.jobId), isNotNull(importRows.mediaId)));
  const known = new Map(imported.flatMap((row) => (row.mediaId === null ? [] : [[row.archiveId, row.mediaId] as const])));
  const resolve = async (archiveId: number) => {
    const id = known.get(String(archiveId));
    if (id !== undefined) return id;
    const record = extra.media?.[String(archiveId)];
    if (!record) return null;
    const { mediaId } = await resolveArchiveMedia(db, record, importer.isAdmin, log);
    known.set(String(archiveId), mediaId);
    return mediaId;
  };
  for (const recommendation of extra.recommendations) {
    const [mediaA, mediaB] = [await resolve(recommendation.mediaA), await resolve(recommendation.mediaB)];
    if (mediaA === null || mediaB === null || mediaA === mediaB) continue;
    const recommendationId = await insertRecommendation(db, { userId: job.userId, mediaA, mediaB, note: recommendation.note });
    if (recommendationId !== null) log.add({ kind: 'recommendation-created', recommendationId });
  }
  // What the file's end wrote belongs to the whole job: kept beside the recommendations, for undo.
  await db.update(importJobs).set({ extra: { ...extra, changes: log.toJson() } }).where(eq(importJobs.jobId, job.jobId));
}

/** The job's end, with its import.finished event in the same transaction. */
async function finishJob(db: Db, job: JobRecord, importer: Importer): Promise<void> {
  await applyRecommendations(db, job, importer);
  const status = (await hasRowsInReview(db, job.jobId)) ? 'needs_review' : 'done';
  await withEvents(db, job.userId, async (tx, events) => {
    const [finished] = await tx.update(importJobs).set({ status, finishedAt: new Date() }).where(eq(importJobs.jobId, job.jobId)).returning();
    if (finished && events.wants('import.finished')) await events.queue('import.finished', { import: await loadJob(tx, finished) });
  });
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
    await captureNoEntryEvents(tx);
    try {
      await stepJob(tx, job, log, batchSize);
    } catch (error) {
      throw new JobStepError(job.jobId, error);
    }
    return true;
  });
}

/**
 * The batch's rows whose match is certain and whose record is neither on the user's shelf nor
 * wanted by an earlier row of the batch: they are written together. Rows in review get their
 * update here too (they write nothing).
 */
async function freshRows(db: Db, userId: number, matched: RowRecord[], matches: Map<number, MatchResult>, updates: Map<number, RowUpdate>): Promise<FreshRow[]> {
  const targets = matched.flatMap((row) => {
    const mediaId = matches.get(row.rowId)?.mediaId;
    return mediaId === null || mediaId === undefined ? [] : [mediaId];
  });
  const onShelf = await findEntriesOfMedia(db, userId, targets);
  const taken = new Set<number>();
  const fresh: FreshRow[] = [];
  for (const row of matched) {
    const match = matches.get(row.rowId);
    if (!match) continue;
    if (match.mediaId === null) {
      updates.set(row.rowId, reviewUpdate(match, row.data as RowData));
      continue;
    }
    if (onShelf.has(match.mediaId) || taken.has(match.mediaId)) continue;
    taken.add(match.mediaId);
    fresh.push({ row, data: row.data as ServiceRowData, mediaId: match.mediaId, confidence: match.confidence, candidates: match.candidates });
  }
  return fresh;
}

/** The next rows of the job, and its end once none are left. */
async function stepJob(tx: Db, job: JobRecord, log: (error: unknown) => void, batchSize: number): Promise<void> {
  if (job.status === 'queued') await tx.update(importJobs).set({ status: 'running', startedAt: new Date() }).where(eq(importJobs.jobId, job.jobId));
  const importer = await importerOf(tx, job.userId);
  const rows = await tx
    .select()
    .from(importRows)
    .where(and(eq(importRows.jobId, job.jobId), eq(importRows.state, 'pending')))
    .orderBy(asc(importRows.rowId))
    .limit(batchSize);
  const isbn13s = rows.flatMap((row) => (row.isbn ? [toIsbn13(row.isbn) ?? ''] : [])).filter(Boolean);
  const isbnHits = await mediaByIsbn13(tx, [...new Set(isbn13s)], importer.isAdmin);
  const earlier = await earlierImports(tx, job.userId, job.jobId, [...new Set(rows.map((row) => row.sourceKey))]);
  // Rows of another service, not imported before, are matched together: a few statements for the batch.
  const toMatch = rows.filter((row) => (row.data as RowData).kind === 'service' && !earlier.has(row.sourceKey) && row.title.trim() !== '');
  const found = await matchRows(tx, toMatch.map((row) => row.data as ServiceRowData), importer.isAdmin, isbnHits);
  const matches = new Map(toMatch.map((row, index) => [row.rowId, found[index] as MatchResult]));
  const context = { isbnHits, earlier, now: new Date(), matches };
  const updates = new Map<number, RowUpdate>();
  const fresh = await freshRows(tx, job.userId, toMatch, matches, updates);
  try {
    // The batch's new entries in a few statements; should anything fail, its rows go one by one below.
    for (const [rowId, update] of await tx.transaction((savepoint) => writeFreshRows(savepoint, job.userId, fresh, context.now))) updates.set(rowId, update);
  } catch {
    // Left to the row-by-row path, which names the row that fails.
  }
  for (const row of rows) {
    if (!updates.has(row.rowId)) updates.set(row.rowId, await processRowSafely(tx, row, importer, context, log));
  }
  await updateRows(
    tx,
    [...updates].map(([rowId, update]) => ({ rowId, ...update })),
  );
  if (rows.length < batchSize) await finishJob(tx, job, importer);
}
