import { API_MESSAGES, type ImportResolution, type ImportRow, IMPORT_SOURCE_LABELS, mediaPath } from '@shelfmark/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { importJobs, importRows } from '../db/schema';
import { conflict, notFound } from '../errors';
import { insertMediaRequest } from '../repositories/media-requests';
import { findVisibleMedia } from '../services/media-access';
import type { AuthUser } from '../services/session-tokens';
import { createFromServiceRow } from './catalogue-records';
import { hasRowsInReview, toImportRow } from './job-store';
import { writeLibraryEntry } from './library-writer';
import type { RowData } from './parsed-file';
import type { RowUpdate } from './row-processor';

export const IMPORT_NOT_FOUND = 'Import not found';
const ROW_NOT_FOUND = 'Import row not found';
const ROW_NOT_IN_REVIEW = 'This row is not waiting for review';

/**
 * The user's decision on a row in review: import it to the record they picked, to a record
 * created from the row (by the Add Media rules, and put in the librarians' request queue
 * for a check), or skip it. When the inbox empties, the job is done.
 */
export async function resolveRow(db: Db, viewer: AuthUser, jobId: number, rowId: number, resolution: ImportResolution): Promise<ImportRow> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.jobId, jobId), eq(importJobs.userId, viewer.userId)))
      .for('update');
    if (!job) throw notFound(IMPORT_NOT_FOUND);
    const [row] = await tx.select().from(importRows).where(and(eq(importRows.jobId, jobId), eq(importRows.rowId, rowId)));
    if (!row) throw notFound(ROW_NOT_FOUND);
    if (row.state !== 'review') throw conflict(ROW_NOT_IN_REVIEW);
    const data = row.data as RowData;

    let update: RowUpdate;
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
        mediaId = await createFromServiceRow(tx, data);
        await insertMediaRequest(tx, viewer.userId, {
          type: data.type,
          title: data.title.slice(0, 500),
          creator: data.creators.join(' & ').slice(0, 200),
          details: `Added to the catalogue by an import from ${IMPORT_SOURCE_LABELS[job.source]} as ${mediaPath({ type: data.type, mediaID: mediaId })}: please check the record and mark this done.`,
        });
      }
      const notes = await writeLibraryEntry(tx, viewer.userId, mediaId, data.entry, data.changedAt, new Date());
      update = {
        state: 'imported',
        outcome: resolution.action === 'match' ? 'matched' : 'created',
        mediaId,
        confidence: resolution.action === 'match' ? null : 1,
        reason: notes.length > 0 ? notes.join('; ') : null,
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
