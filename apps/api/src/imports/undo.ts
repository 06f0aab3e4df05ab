import type { ImportUndo } from '@shelfmark/contract';
import { captureNoEntryEvents } from '../library/entry-event-deliveries';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { importJobs, importRows } from '../db/schema';
import { deleteCreatorIfUnused, deleteMediaIfUnused, deleteOpenMediaRequest, deleteSeriesIfUnused } from '../media/catalogue-cleanup.repository';
import { deleteJournalEntry, journalEntryUnchanged } from '../library/entries.repository';
import { loadJob } from './import-jobs.repository';
import { deleteEntry, findEntry, updateEntry } from '../library/library-entries.repository';
import { deleteRecommendation } from '../recommendations/recommendations.repository';
import { deleteReadingWithoutEntries, findReading, hasOtherOpenReading, updateReading } from '../library/readings.repository';
import { deleteTag, tagInUse, untagEntry } from '../tags/tags.repository';
import { unfavoriteSubmedia } from '../library/user-submedia.repository';
import { releaseExternalIds } from './matching/external-ids';
import { deleteCreatedEpisodes, deleteWatches } from './jobs/watch-writer';
import { notFound } from '../errors';
import type { Change, EntryFields } from './jobs/changes';
import type { ParsedExtra } from './rows/parsed-file';

const MAX_KEPT_NOTES = 50;

interface Tally {
  removedEntries: number;
  restoredEntries: number;
  removedRecords: number;
  removedCatalogueRecords: number;
  kept: string[];
  /** Covers of the removed catalogue records, to remove from the cover store after the commit. */
  removedCovers: string[];
}

async function titleOfEntry(db: Db, usermediaId: number): Promise<string> {
  const [row] = await queryRows<{ title: string }>(db, sql`select m.title from user_media u join media m on m.media_id = u.media_id where u.usermedia_id = ${usermediaId}`);
  return row?.title ?? 'An item';
}

/** Whether the entry still holds anything: readings, journal, tags or recommendations (the import's own are gone by now). */
async function entryHoldsData(db: Db, usermediaId: number, userId: number, mediaId: number): Promise<boolean> {
  const [row] = await queryRows<{ holds: boolean }>(
    db,
    sql`select exists (select 1 from readings where usermedia_id = ${usermediaId})
      or exists (select 1 from entries where usermedia_id = ${usermediaId})
      or exists (select 1 from usermedia_tags where usermedia_id = ${usermediaId})
      or exists (select 1 from recommendations where user_id = ${userId} and media_a = ${mediaId}) as holds`,
  );
  return row?.holds === true;
}

const sameFields = (current: Partial<EntryFields>, wrote: Partial<EntryFields>, fields: (keyof EntryFields)[]) =>
  fields.every((field) => current[field] === wrote[field]);

/** Undoes one change; anything the user changed since is kept and said so. */
async function revert(db: Db, change: Change, userId: number, tally: Tally): Promise<void> {
  const keep = async (note: string | Promise<string>) => {
    if (tally.kept.length < MAX_KEPT_NOTES) tally.kept.push(await note);
  };
  switch (change.kind) {
    case 'tagged':
      if (await untagEntry(db, change.usermediaId, change.tagId)) tally.removedRecords++;
      return;
    case 'tag-created':
      if (await tagInUse(db, change.tagId)) return keep(`Tag “${change.value}” is kept: you have used it since the import`);
      await deleteTag(db, change.tagId);
      tally.removedRecords++;
      return;
    case 'journal-created':
      if (!(await journalEntryUnchanged(db, change.entryId, change))) return;
      await deleteJournalEntry(db, change.entryId);
      tally.removedRecords++;
      return;
    case 'reading-created': {
      const reading = await findReading(db, change.readingId);
      if (!reading) return;
      const unchanged = reading.dateStarted.toISOString() === new Date(change.dateStarted).toISOString() && (reading.dateFinished?.toISOString() ?? null) === (change.dateFinished === null ? null : new Date(change.dateFinished).toISOString());
      if (unchanged && (await deleteReadingWithoutEntries(db, change.readingId))) tally.removedRecords++;
      else return keep(`A reading of “${await titleOfEntry(db, reading.usermediaId)}” is kept: you changed it or wrote in it since the import`);
      return;
    }
    case 'reading-ended': {
      const reading = await findReading(db, change.readingId);
      if (!reading) return;
      const asImported = (reading.dateFinished?.toISOString() ?? null) === change.after.dateFinished && reading.status === change.after.status;
      if (!asImported || (change.before.dateFinished === null && (await hasOtherOpenReading(db, reading)))) {
        return keep(`A reading of “${await titleOfEntry(db, reading.usermediaId)}” keeps its end: you changed it since the import`);
      }
      await updateReading(db, change.readingId, {
        dateFinished: change.before.dateFinished === null ? null : new Date(change.before.dateFinished),
        status: change.before.status,
        finishedPrecision: change.before.finishedPrecision,
      });
      return;
    }
    case 'entry-updated': {
      const entry = await findEntry(db, change.usermediaId);
      if (!entry) return;
      const fields = Object.keys(change.after) as (keyof EntryFields)[];
      const back = Object.fromEntries(fields.filter((field) => entry[field] === change.after[field]).map((field) => [field, change.before[field]]));
      if (Object.keys(back).length > 0) {
        await updateEntry(db, entry.usermediaId, back);
        tally.restoredEntries++;
      }
      if (Object.keys(back).length < fields.length) await keep(`“${await titleOfEntry(db, entry.usermediaId)}” keeps the changes you made after the import`);
      return;
    }
    case 'entry-created': {
      const entry = await findEntry(db, change.usermediaId);
      if (!entry) return;
      const untouched = sameFields(entry, change.wrote, ['status', 'rating', 'review', 'favorited']);
      if (!untouched || (await entryHoldsData(db, entry.usermediaId, userId, entry.mediaId))) {
        return keep(`“${await titleOfEntry(db, entry.usermediaId)}” stays on your shelf: you changed it after the import`);
      }
      await deleteEntry(db, entry);
      tally.removedEntries++;
      return;
    }
    case 'song-favourites':
      await unfavoriteSubmedia(db, change.usersubmediaIds);
      return;
    case 'watches-created':
      tally.removedRecords += await deleteWatches(db, change.watchIds);
      return;
    case 'submedia-created': {
      const removed = await deleteCreatedEpisodes(db, change.submediaIds);
      tally.removedRecords += removed;
      if (removed < change.submediaIds.length) return keep(`Episodes the import added to a record are kept: someone has watched them since`);
      return;
    }
    case 'external-ids-added':
      tally.removedRecords += await releaseExternalIds(db, change.mediaId, change.ids);
      return;
    case 'recommendation-created':
      await deleteRecommendation(db, change.recommendationId);
      tally.removedRecords++;
      return;
    case 'request-created':
      await deleteOpenMediaRequest(db, change.requestId);
      return;
    case 'media-created': {
      const deleted = await deleteMediaIfUnused(db, change.mediaId);
      if (!deleted.removed) return keep(`The catalogue record “${change.title}” is kept: someone uses it`);
      tally.removedCatalogueRecords++;
      if (deleted.cover) tally.removedCovers.push(deleted.cover);
      return;
    }
    case 'creator-created':
      await deleteCreatorIfUnused(db, change.creatorId);
      return;
    case 'series-created':
      await deleteSeriesIfUnused(db, change.seriesId);
      return;
  }
}

/**
 * Undoes a whole import: every record it created is removed and every field it changed goes
 * back, newest change first, from what its rows recorded. What the user changed since the
 * import is kept (and listed). Rows still waiting are skipped; the job becomes undone. Answers
 * the result and the names of the removed records' covers, which the caller removes.
 */
export async function undoImport(db: Db, userId: number, jobId: number): Promise<{ undone: ImportUndo; removedCovers: string[] }> {
  return db.transaction(async (tx) => {
    // Waits for a batch in progress, which holds the same lock, then keeps the worker out.
    const [job] = await tx.select().from(importJobs).where(and(eq(importJobs.jobId, jobId), eq(importJobs.userId, userId))).for('update');
    if (!job) throw notFound('Import not found');
    await captureNoEntryEvents(tx);
    const tally: Tally = { removedEntries: 0, restoredEntries: 0, removedRecords: 0, removedCatalogueRecords: 0, kept: [], removedCovers: [] };
    if (job.status !== 'undone') {
      const jobChanges = ((job.extra as ParsedExtra | null)?.changes ?? []).toReversed();
      for (const change of jobChanges) await revert(tx, change, userId, tally);
      const rows = await tx
        .select({ changes: importRows.changes })
        .from(importRows)
        .where(and(eq(importRows.jobId, jobId), isNotNull(importRows.changes)))
        .orderBy(desc(importRows.rowId));
      for (const row of rows) for (const change of (row.changes as Change[]).toReversed()) await revert(tx, change, userId, tally);
      await tx
        .update(importRows)
        .set({ state: 'skipped', reason: 'The import was undone before this row was read' })
        .where(and(eq(importRows.jobId, jobId), eq(importRows.state, 'pending')));
      await tx.update(importJobs).set({ status: 'undone', undoneAt: new Date(), finishedAt: job.finishedAt ?? new Date() }).where(eq(importJobs.jobId, jobId));
    }
    const [updated] = await tx.select().from(importJobs).where(eq(importJobs.jobId, jobId)).orderBy(asc(importJobs.jobId));
    if (!updated) throw new Error('import job vanished');
    const { removedCovers, ...counts } = tally;
    return { undone: { job: await loadJob(tx, updated), ...counts }, removedCovers };
  });
}
