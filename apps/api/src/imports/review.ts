import { API_MESSAGES, type ImportResolution, type ImportRow, IMPORT_SOURCE_LABELS, mediaPath } from '@shelfmark/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { importJobs, importRows } from '../db/schema';
import { conflict, notFound } from '../errors';
import { insertMediaRequest } from '../media-requests/media-requests.repository';
import { findVisibleMedia } from '../media/media-access.repository';
import type { AuthUser } from '../auth/session-tokens';
import { createFromServiceRow } from './matching/catalogue-records';
import { hasRowsInReview, toImportRow } from './import-jobs.repository';
import { writeLibraryEntry } from './jobs/library-writer';
import { type RowData, rowReason, type ServiceRowData } from './rows/parsed-file';
import type { LookupFill } from '../media/lookup-fill';
import { ChangeLog } from './jobs/changes';
import type { RowUpdate } from './jobs/row-processor';

export const IMPORT_NOT_FOUND = 'Import not found';
const ROW_NOT_FOUND = 'Import row not found';
const ROW_NOT_IN_REVIEW = 'This row is not waiting for review';
export const JOB_UNDONE = 'This import was undone';

/** Asks the metadata services about a row, to fill the record created from it; null when they know nothing or are off. */
export type RecordLookUp = (row: ServiceRowData) => Promise<LookupFill | null>;

async function fillFor(db: Db, viewer: AuthUser, jobId: number, rowId: number, lookUp: RecordLookUp): Promise<LookupFill | null> {
  const [row] = await db
    .select({ data: importRows.data })
    .from(importRows)
    .where(and(eq(importRows.jobId, jobId), eq(importRows.rowId, rowId), eq(importRows.userId, viewer.userId)));
  const data = row?.data as RowData | undefined;
  if (data?.kind !== 'service') return null;
  return lookUp(data).catch(() => null);
}

/**
 * The user's decision on a row in review: import it to the record they picked, to a record
 * created from the row (by the Add Media rules, and put in the librarians' request queue
 * for a check), or skip it. When the inbox empties, the job is done.
 */
export async function resolveRow(
  db: Db,
  viewer: AuthUser,
  jobId: number,
  rowId: number,
  resolution: ImportResolution,
  lookUp: RecordLookUp = async () => null,
): Promise<ImportRow> {
  // The metadata services are asked before the transaction: a slow service never holds locks.
  const found = resolution.action === 'create' ? await fillFor(db, viewer, jobId, rowId, lookUp) : null;
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.jobId, jobId), eq(importJobs.userId, viewer.userId)))
      .for('update');
    if (!job) throw notFound(IMPORT_NOT_FOUND);
    if (job.status === 'undone') throw conflict(JOB_UNDONE);
    const [row] = await tx.select().from(importRows).where(and(eq(importRows.jobId, jobId), eq(importRows.rowId, rowId)));
    if (!row) throw notFound(ROW_NOT_FOUND);
    if (row.state !== 'review') throw conflict(ROW_NOT_IN_REVIEW);
    const data = row.data as RowData;

    let update: RowUpdate;
    const log = new ChangeLog();
    if (resolution.action === 'skip') {
      update = { state: 'skipped', reason: 'Skipped by you' };
    } else {
      let mediaId: number;
      if (resolution.action === 'match') {
        const found = await findVisibleMedia(tx, resolution.mediaID, viewer);
        if (!found) throw notFound(API_MESSAGES.mediaNotFound);
        mediaId = found.mediaId;
      } else {
        if (data.kind !== 'service') throw conflict(ROW_NOT_IN_REVIEW);
        mediaId = await createFromServiceRow(tx, data, log, found);
        const requestId = await insertMediaRequest(tx, viewer.userId, {
          type: data.type,
          title: data.title.slice(0, 500),
          creator: data.creators.join(' & ').slice(0, 200),
          details: `Added to the catalogue by an import from ${IMPORT_SOURCE_LABELS[job.source]} as ${mediaPath({ type: data.type, mediaID: mediaId })}: please check the record and mark this done.`,
        });
        log.add({ kind: 'request-created', requestId });
      }
      const externalIds = data.kind === 'service' ? data.externalIds : data.media.externalIds;
      const notes = await writeLibraryEntry(tx, { userId: viewer.userId, mediaId, externalIds }, data.entry, data.changedAt, new Date(), log);
      update = {
        state: 'imported',
        outcome: resolution.action === 'match' ? 'matched' : 'created',
        mediaId,
        confidence: resolution.action === 'match' ? null : 1,
        reason: rowReason(data, notes),
        changes: log.toJson(),
      };
    }
    const [updated] = await tx.update(importRows).set(update).where(eq(importRows.rowId, rowId)).returning();
    if (!updated) throw new Error('import row vanished');
    if (job.status === 'needs_review' && !(await hasRowsInReview(tx, jobId))) {
      await tx.update(importJobs).set({ status: 'done', finishedAt: new Date() }).where(eq(importJobs.jobId, jobId));
    }
    return toImportRow(updated);
  });
}
