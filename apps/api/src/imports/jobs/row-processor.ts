import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { importJobs, importRows, userMedia } from '../../db/schema';
import { DomainError } from '../../errors';
import { resolveArchiveMedia } from '../matching/catalogue-records';
import type { RowRecord } from '../import-jobs.repository';
import { ChangeLog } from './changes';
import { writeLibraryEntry } from './library-writer';
import { type MatchResult, matchRow } from '../matching/matching';
import { type RowData, rowReason } from '../rows/parsed-file';

export interface Importer {
  userId: number;
  isAdmin: boolean;
}

export type RowUpdate = Partial<Pick<RowRecord, 'state' | 'outcome' | 'mediaId' | 'confidence' | 'reason' | 'candidates' | 'changes'>>;

/** Rows of earlier imports of this user with these source keys, still on the shelf: newest first per key. */
export async function earlierImports(db: Db, userId: number, jobId: number, sourceKeys: string[]): Promise<EarlierImports> {
  const found: EarlierImports = new Map();
  if (sourceKeys.length === 0) return found;
  const rows = await db
    .select({ sourceKey: importRows.sourceKey, mediaId: importRows.mediaId, contentHash: importRows.contentHash })
    .from(importRows)
    .innerJoin(userMedia, and(eq(userMedia.userId, importRows.userId), eq(userMedia.mediaId, importRows.mediaId)))
    .innerJoin(importJobs, eq(importJobs.jobId, importRows.jobId))
    .where(
      and(
        eq(importRows.userId, userId),
        inArray(importRows.sourceKey, sourceKeys),
        eq(importRows.state, 'imported'),
        ne(importRows.jobId, jobId),
        // An undone import left nothing behind to be the same as.
        ne(importJobs.status, 'undone'),
      ),
    )
    .orderBy(desc(importRows.rowId));
  for (const row of rows) {
    if (row.mediaId === null) continue;
    found.set(row.sourceKey, [...(found.get(row.sourceKey) ?? []), { mediaId: row.mediaId, contentHash: row.contentHash }]);
  }
  return found;
}

export type EarlierImports = Map<string, { mediaId: number; contentHash: string }[]>;

export interface BatchContext {
  isbnHits: Map<string, number>;
  earlier: EarlierImports;
  now: Date;
  /** The matches of the batch's rows, found at once (absent: each row is matched alone). */
  matches?: Map<number, MatchResult>;
}

/** A row no record matches with certainty: to the inbox, with its candidates and why. */
export function reviewUpdate(match: MatchResult, data: RowData): RowUpdate {
  const best = match.candidates[0];
  return {
    state: 'review',
    confidence: match.confidence,
    candidates: match.candidates,
    reason: rowReason(data, [best ? `Uncertain match: the closest record (“${best.title}”) scores ${best.confidence.toFixed(2)}` : 'No catalogue record matches this row']),
  };
}

/** The earlier import of the same row: an identical one first, else the latest. */
export function earlierImport(row: RowRecord, context: BatchContext): { mediaId: number; same: boolean } | null {
  const imports = context.earlier.get(row.sourceKey) ?? [];
  const same = imports.find((item) => item.contentHash === row.contentHash);
  const chosen = same ?? imports[0];
  return chosen ? { mediaId: chosen.mediaId, same: same !== undefined } : null;
}

/**
 * Imports one row: a row imported before, unchanged, is skipped; one imported before and
 * changed goes to the same record; an archive row finds or creates its record; another
 * service's row is matched, and goes to review unless the match is certain.
 */
export async function processRow(db: Db, row: RowRecord, importer: Importer, context: BatchContext): Promise<RowUpdate> {
  const data = row.data as RowData;
  if (row.title.trim() === '') return { state: 'failed', reason: 'The row has no title' };
  const log = new ChangeLog();
  const earlier = earlierImport(row, context);
  if (earlier?.same) return { state: 'skipped', mediaId: earlier.mediaId, reason: 'Already imported by an earlier import, with nothing newer' };

  let mediaId: number;
  let outcome: 'matched' | 'created' = 'matched';
  let confidence = 1;
  let candidates: RowUpdate['candidates'] = [];
  if (earlier) {
    mediaId = earlier.mediaId;
  } else if (data.kind === 'archive') {
    const resolved = await resolveArchiveMedia(db, data.media, importer.isAdmin, log);
    mediaId = resolved.mediaId;
    if (resolved.created) outcome = 'created';
  } else {
    const match = context.matches?.get(row.rowId) ?? (await matchRow(db, data, importer.isAdmin, context.isbnHits));
    if (match.mediaId === null) return reviewUpdate(match, data);
    mediaId = match.mediaId;
    confidence = match.confidence;
    candidates = match.candidates;
  }
  const externalIds = data.kind === 'service' ? data.externalIds : data.media.externalIds;
  const notes = await writeLibraryEntry(db, { userId: importer.userId, mediaId, externalIds }, data.entry, data.changedAt, context.now, log);
  return { state: 'imported', outcome, mediaId, confidence, candidates, reason: rowReason(data, notes), changes: log.toJson() };
}

/** processRow in its own savepoint: a row that fails is marked failed with why, and the batch goes on. */
export async function processRowSafely(
  db: Db,
  row: RowRecord,
  importer: Importer,
  context: BatchContext,
  onUnexpected: (error: unknown) => void,
): Promise<RowUpdate> {
  try {
    return await db.transaction((savepoint) => processRow(savepoint, row, importer, context));
  } catch (error) {
    if (error instanceof DomainError) return { state: 'failed', reason: error.message };
    onUnexpected(error);
    return { state: 'failed', reason: 'This row could not be imported because of a server error; try importing the file again' };
  }
}
