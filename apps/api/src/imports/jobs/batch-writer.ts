import type { ImportCandidate } from '@shelfmark/contract';
import type { Db } from '../../db/db';
import { insertJournalEntry } from '../../library/entries.repository';
import { insertEntries } from '../../library/library-entries.repository';
import { insertReadings } from '../../library/readings.repository';
import { findOrCreateTags, tagEntries } from '../../tags/tags.repository';
import type { RowRecord } from '../import-jobs.repository';
import { rowReason, type ServiceRowData } from '../rows/parsed-file';
import { ChangeLog } from './changes';
import { checkedTags, entryFields, readingsOfNewEntry, toNewReading } from './library-writer';
import type { RowUpdate } from './row-processor';
import { claimExternalIds } from '../matching/external-ids';
import { writeWatches } from './watch-writer';

/** A matched row whose record is not on the user's shelf yet, and no other row of the batch goes to. */
export interface FreshRow {
  row: RowRecord;
  data: ServiceRowData;
  mediaId: number;
  confidence: number;
  candidates: ImportCandidate[];
}

/**
 * Writes the new library entries of a batch's fresh rows together, through the same repository
 * functions as one row at a time (writeLibraryEntry's rules for a new entry): one statement for
 * the entries, one for all their readings, two for their tags. Each row's writes are recorded
 * for undo. Answers each row's update.
 */
export async function writeFreshRows(db: Db, userId: number, fresh: FreshRow[], now: Date): Promise<Map<number, RowUpdate>> {
  const updates = new Map<number, RowUpdate>();
  if (fresh.length === 0) return updates;
  const entryIds = await insertEntries(
    db,
    userId,
    fresh.map(({ data, mediaId }) => ({
      mediaId,
      status: data.entry.status,
      rating: data.entry.rating,
      review: data.entry.review,
      favorited: data.entry.favorited,
      progress: data.entry.progress,
      createdAt: data.entry.addedAt ? new Date(data.entry.addedAt) : now,
    })),
  );
  const items = fresh.map((item) => {
    const usermediaId = entryIds.get(item.mediaId);
    if (usermediaId === undefined) throw new Error('library entry not created');
    const log = new ChangeLog();
    log.add({ kind: 'entry-created', usermediaId, wrote: entryFields(item.data.entry) });
    const notes: string[] = [];
    const readingIds: (number | null)[] = [];
    return { ...item, usermediaId, log, notes, readings: readingsOfNewEntry(item.data.entry, now), readingIds, tags: checkedTags(item.data.entry.tags, notes) };
  });

  const readingIds = await insertReadings(db, items.flatMap((item) => item.readings.map((reading) => toNewReading(item.usermediaId, reading))));
  let next = 0;
  for (const item of items) {
    const ids = item.readings.map(() => readingIds[next++] ?? null);
    item.readingIds = ids;
    item.readings.forEach((reading, index) => {
      const id = ids[index];
      if (id !== null && id !== undefined) item.log.add({ kind: 'reading-created', readingId: id, dateStarted: reading.dateStarted, dateFinished: reading.dateFinished });
    });
    for (const entry of item.data.entry.entries) {
      const entryId = await insertJournalEntry(db, item.usermediaId, {
        title: entry.title,
        body: entry.body,
        time: new Date(entry.time),
        page: entry.page,
        readingId: entry.reading === null ? null : (ids[entry.reading - 1] ?? null),
      });
      item.log.add({ kind: 'journal-created', entryId, title: entry.title, body: entry.body });
    }
  }

  const tags = await findOrCreateTags(db, userId, items.flatMap((item) => item.tags));
  const createdTagOwner = new Map<number, ChangeLog>();
  const pairs = items.flatMap((item) =>
    item.tags.flatMap((value) => {
      const found = tags.get(value.toLowerCase());
      if (!found) return [];
      // A tag new to the user is recorded on the first row that uses it.
      if (found.created && !createdTagOwner.has(found.tag.tagID)) {
        createdTagOwner.set(found.tag.tagID, item.log);
        item.log.add({ kind: 'tag-created', tagId: found.tag.tagID, value: found.tag.tagValue });
      }
      return [{ usermediaId: item.usermediaId, tagId: found.tag.tagID }];
    }),
  );
  const added = await tagEntries(db, pairs);
  const logOf = new Map(items.map((item) => [item.usermediaId, item.log]));
  for (const pair of added) logOf.get(pair.usermediaId)?.add({ kind: 'tagged', ...pair });

  for (const item of items) {
    // Episodes and ids touch the catalogue record: one row at a time, in the batch's order.
    item.notes.push(...(await writeWatches(db, { usermediaId: item.usermediaId, mediaId: item.mediaId }, item.data.entry.watches ?? [], item.readingIds, item.log)));
    await claimExternalIds(db, item.mediaId, item.data.externalIds, item.log);
    updates.set(item.row.rowId, {
      state: 'imported',
      outcome: 'matched',
      mediaId: item.mediaId,
      confidence: item.confidence,
      candidates: item.candidates,
      reason: rowReason(item.data, item.notes),
      changes: item.log.toJson(),
    });
  }
  return updates;
}
