import type { JournalEntry, Reading, ReadingSummary, Recommendation, UserMedia, UserMediaSummary } from '@shelfmark/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { entries, readings, recommendations, userMedia } from '../db/schema';
import { loadMedia } from './media-loader';

/** Library entries as shelf lists show them, in the order of `ids`. */
export async function loadSummaries(db: Db, ids: readonly number[], viewerId: number): Promise<UserMediaSummary[]> {
  if (ids.length === 0) return [];
  const [rows, current] = await Promise.all([
    db.select().from(userMedia).where(and(inArray(userMedia.usermediaId, [...ids]), eq(userMedia.userId, viewerId))),
    db
      .select({ usermediaId: readings.usermediaId, readingID: readings.readingId })
      .from(readings)
      .where(and(inArray(readings.usermediaId, [...ids]), isNull(readings.dateFinished))),
  ]);
  const mediaById = new Map((await loadMedia(db, rows.map((row) => row.mediaId), viewerId)).map((item) => [item.mediaID, item]));
  const currentByEntry = new Map(current.map((row) => [row.usermediaId, row.readingID]));
  const byId = new Map(rows.map((row) => [row.usermediaId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const media = row && mediaById.get(row.mediaId);
    if (!row || !media) return [];
    const readingID = currentByEntry.get(id);
    return [
      {
        usermediaID: row.usermediaId,
        mediaID: row.mediaId,
        media,
        status: row.status,
        rating: row.rating,
        review: row.review,
        favorited: row.favorited,
        progress: row.progress,
        currentReading: readingID === undefined ? null : { readingID },
        tags: media.tags,
      },
    ];
  });
}

const readingSummary = (row: typeof readings.$inferSelect): ReadingSummary => ({
  readingID: row.readingId,
  dateStarted: row.dateStarted.toISOString(),
  dateFinished: row.dateFinished?.toISOString() ?? null,
  status: row.status,
});

/** The readings (first one first) and journal of an entry, each entry pointing at its reading. */
export async function loadJournal(db: Db, usermediaId: number): Promise<{ readings: Reading[]; entries: JournalEntry[] }> {
  const [readingRows, entryRows] = await Promise.all([
    db.select().from(readings).where(eq(readings.usermediaId, usermediaId)).orderBy(asc(readings.dateStarted), asc(readings.readingId)),
    db.select().from(entries).where(eq(entries.usermediaId, usermediaId)).orderBy(asc(entries.time), asc(entries.entryId)),
  ]);
  const summaries = new Map(readingRows.map((row) => [row.readingId, readingSummary(row)]));
  const journal = entryRows.map((row) => toJournalEntry(row, row.readingId === null ? null : (summaries.get(row.readingId) ?? null)));
  return {
    readings: readingRows.map((row) => ({
      ...readingSummary(row),
      entries: journal.filter((entry) => entry.readingID?.readingID === row.readingId),
    })),
    entries: journal,
  };
}

function toJournalEntry(row: typeof entries.$inferSelect, reading: ReadingSummary | null): JournalEntry {
  return { entryID: row.entryId, title: row.title, body: row.body, time: row.time.toISOString(), page: row.page, readingID: reading };
}

async function loadRecommendations(db: Db, userId: number, mediaId: number): Promise<Recommendation[]> {
  const rows = await db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.userId, userId), eq(recommendations.mediaA, mediaId)))
    .orderBy(asc(recommendations.recommendationId));
  const recommended = new Map((await loadMedia(db, rows.map((row) => row.mediaB), userId)).map((item) => [item.mediaID, item]));
  return rows.flatMap((row) => {
    const mediaB = recommended.get(row.mediaB);
    return mediaB ? [{ recommendationID: row.recommendationId, mediaA: row.mediaA, mediaB, note: row.note }] : [];
  });
}

/** One library entry with everything the detail page shows. */
export async function loadUserMedia(db: Db, usermediaId: number, viewerId: number): Promise<UserMedia | null> {
  const [summary] = await loadSummaries(db, [usermediaId], viewerId);
  if (!summary) return null;
  const [journal, recommended] = await Promise.all([loadJournal(db, usermediaId), loadRecommendations(db, viewerId, summary.mediaID)]);
  return { ...summary, ...journal, recommendations: recommended };
}
