import { createHash } from 'node:crypto';
import type { ImportCandidate, ImportCounts, ImportJob, ImportRow, ImportRowsQuery, ImportSource } from '@shelfmark/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { importJobs, importRows } from '../db/schema';
import type { ParsedExtra, ParsedFile } from './rows/parsed-file';

const INSERT_CHUNK = 500;

export type JobRecord = typeof importJobs.$inferSelect;
export type RowRecord = typeof importRows.$inferSelect;

const emptyCounts = (): ImportCounts & { total: number; pending: number } => ({
  imported: 0,
  matched: 0,
  created: 0,
  skipped: 0,
  failed: 0,
  review: 0,
  total: 0,
  pending: 0,
});

/** Counts per job, read from its rows. */
async function countsOf(db: Db, jobIds: number[]): Promise<Map<number, ReturnType<typeof emptyCounts>>> {
  const counted = new Map(jobIds.map((id) => [id, emptyCounts()]));
  if (jobIds.length === 0) return counted;
  const rows = await db
    .select({ jobId: importRows.jobId, state: importRows.state, outcome: importRows.outcome, n: count() })
    .from(importRows)
    .where(inArray(importRows.jobId, jobIds))
    .groupBy(importRows.jobId, importRows.state, importRows.outcome);
  for (const row of rows) {
    const counts = counted.get(row.jobId);
    if (!counts) continue;
    counts.total += row.n;
    if (row.state === 'pending') counts.pending += row.n;
    else if (row.state === 'imported') {
      counts.imported += row.n;
      if (row.outcome) counts[row.outcome] += row.n;
    } else counts[row.state] += row.n;
  }
  return counted;
}

/** Rows a second since the worker began, and the seconds left at that rate (null until two seconds of work). */
function pace(job: JobRecord, processed: number, pending: number, now: Date) {
  if (!job.startedAt || (job.status !== 'running' && job.status !== 'queued')) return { rowsPerSecond: null, estimatedSecondsLeft: null };
  const seconds = (now.getTime() - job.startedAt.getTime()) / 1000;
  if (seconds < 2 || processed === 0) return { rowsPerSecond: null, estimatedSecondsLeft: null };
  const rowsPerSecond = Math.round((processed / seconds) * 10) / 10;
  return { rowsPerSecond, estimatedSecondsLeft: Math.ceil(pending / (processed / seconds)) };
}

function toJob(job: JobRecord, counts: ReturnType<typeof emptyCounts>, now = new Date()): ImportJob {
  const { total, pending, ...rest } = counts;
  return {
    id: job.jobId,
    source: job.source,
    fileName: job.fileName,
    status: job.status,
    total,
    processed: total - pending,
    counts: rest,
    error: job.error,
    notices: (job.extra as ParsedExtra | null)?.notices ?? [],
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    ...pace(job, total - pending, pending, now),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    undoneAt: job.undoneAt?.toISOString() ?? null,
  };
}

async function loadJobs(db: Db, jobs: JobRecord[]): Promise<ImportJob[]> {
  const counts = await countsOf(db, jobs.map((job) => job.jobId));
  return jobs.map((job) => toJob(job, counts.get(job.jobId) ?? emptyCounts()));
}

export async function loadJob(db: Db, job: JobRecord): Promise<ImportJob> {
  const counts = await countsOf(db, [job.jobId]);
  return toJob(job, counts.get(job.jobId) ?? emptyCounts());
}

/** The user's job, or undefined for anyone else's (answered as absent). */
export async function findOwnJob(db: Db, userId: number, jobId: number): Promise<JobRecord | undefined> {
  const [job] = await db.select().from(importJobs).where(and(eq(importJobs.jobId, jobId), eq(importJobs.userId, userId)));
  return job;
}

export async function listJobs(db: Db, userId: number): Promise<ImportJob[]> {
  const jobs = await db.select().from(importJobs).where(eq(importJobs.userId, userId)).orderBy(desc(importJobs.jobId));
  return loadJobs(db, jobs);
}

const contentHash = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

/** The job and all its rows, in one transaction: a file is either wholly queued or not at all. */
export async function insertJob(db: Db, userId: number, source: ImportSource, fileName: string, parsed: ParsedFile): Promise<JobRecord> {
  return db.transaction(async (tx) => {
    const [job] = await tx.insert(importJobs).values({ userId, source, fileName, extra: parsed.extra }).returning();
    if (!job) throw new Error('import job not created');
    for (let start = 0; start < parsed.rows.length; start += INSERT_CHUNK) {
      await tx.insert(importRows).values(
        parsed.rows.slice(start, start + INSERT_CHUNK).map((row) => ({
          jobId: job.jobId,
          userId,
          rowNumber: row.rowNumber,
          type: row.type,
          title: row.title.slice(0, 1000),
          creator: row.creator.slice(0, 1000),
          isbn: row.isbn,
          status: row.status,
          rating: row.rating,
          sourceKey: row.sourceKey,
          contentHash: contentHash(row.data),
          data: row.data,
          ...(row.skip ? { state: 'skipped' as const, reason: row.skip } : {}),
        })),
      );
    }
    return job;
  });
}

export function toImportRow(row: RowRecord): ImportRow {
  return {
    id: row.rowId,
    rowNumber: row.rowNumber,
    state: row.state,
    outcome: row.outcome,
    type: row.type,
    title: row.title,
    creator: row.creator,
    isbn: row.isbn,
    status: row.status,
    rating: row.rating === null || row.rating < 1 ? null : row.rating,
    mediaID: row.mediaId,
    confidence: row.confidence,
    reason: row.reason,
    candidates: row.candidates as ImportCandidate[],
  };
}

export async function rowsPage(db: Db, jobId: number, query: ImportRowsQuery): Promise<{ rows: ImportRow[]; total: number }> {
  const where = and(
    eq(importRows.jobId, jobId),
    query.state ? eq(importRows.state, query.state) : undefined,
    query.outcome ? eq(importRows.outcome, query.outcome) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(importRows)
      .where(where)
      .orderBy(asc(importRows.rowId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(importRows).where(where),
  ]);
  return { rows: rows.map(toImportRow), total: counted?.n ?? 0 };
}

/** Whether the job still has rows in review. */
export async function hasRowsInReview(db: Db, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: importRows.rowId })
    .from(importRows)
    .where(and(eq(importRows.jobId, jobId), eq(importRows.state, 'review')))
    .limit(1);
  return row !== undefined;
}

/** What became of a batch's rows, in one statement; fields left undefined keep their values. */
export async function updateRows(db: Db, updates: ({ rowId: number } & Partial<Pick<RowRecord, 'state' | 'outcome' | 'mediaId' | 'confidence' | 'reason' | 'candidates' | 'changes'>>)[]): Promise<void> {
  if (updates.length === 0) return;
  const values = updates.map((update) => ({
    row_id: update.rowId,
    state: update.state ?? null,
    outcome: update.outcome ?? null,
    media_id: update.mediaId ?? null,
    confidence: update.confidence ?? null,
    reason: update.reason ?? null,
    candidates: update.candidates ?? null,
    changes: update.changes ?? null,
  }));
  await db.execute(sql`
    update import_rows r set
      state = coalesce(u.state, r.state), outcome = coalesce(u.outcome, r.outcome), media_id = coalesce(u.media_id, r.media_id),
      confidence = coalesce(u.confidence, r.confidence), reason = coalesce(u.reason, r.reason),
      candidates = coalesce(u.candidates, r.candidates), changes = coalesce(u.changes, r.changes)
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as u(row_id int, state text, outcome text, media_id int, confidence double precision, reason text, candidates jsonb, changes jsonb)
    where r.row_id = u.row_id`);
}
