import type { JournalEntry, Media, Reading, ReadingSummary, Recommendation, UserMedia, UserMediaSummary } from '@shelfmark/contract';
import { and, asc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { entries, media, readings, recommendations, userMedia } from '../db/schema';
import { loadMedia, loadMediaWhere } from './media-loader';

/** The entry's open reading, if any (the partial unique index finds it). */
const currentReadingId = sql<number | null>`(select ${readings.readingId} from ${readings}
  where ${and(eq(readings.usermediaId, userMedia.usermediaId), isNull(readings.dateFinished))})`;

const summaryColumns = { entry: getTableColumns(userMedia), currentReadingId };

type SummaryRow = { entry: typeof userMedia.$inferSelect; currentReadingId: number | null };

function toSummary({ entry, currentReadingId: readingID }: SummaryRow, media: Media | undefined): UserMediaSummary[] {
  if (!media) return [];
  return [
    {
      usermediaID: entry.usermediaId,
      mediaID: entry.mediaId,
      media,
      status: entry.status,
      rating: entry.rating,
      review: entry.review,
      favorited: entry.favorited,
      progress: entry.progress,
      currentReading: readingID === null ? null : { readingID: Number(readingID) },
      tags: media.tags,
    },
  ];
}

/**
 * Library entries as shelf lists show them, in the order of `ids`. Two queries side by side:
 * the entries (with their current reading) and their media.
 */
export async function loadSummaries(db: Db, ids: readonly number[], viewerId: number): Promise<UserMediaSummary[]> {
  if (ids.length === 0) return [];
  const own = and(inArray(userMedia.usermediaId, [...ids]), eq(userMedia.userId, viewerId));
  const [rows, mediaById] = await Promise.all([
    db.select(summaryColumns).from(userMedia).where(own),
    loadMediaWhere(db, sql`${media.mediaId} in (select ${userMedia.mediaId} from ${userMedia} where ${own})`, viewerId),
  ]);
  const byId = new Map(rows.map((row) => [row.entry.usermediaId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? toSummary(row, mediaById.get(row.entry.mediaId)) : [];
  });
}

/**
 * One page of library entries in one round trip: the page query runs twice side by side,
 * once for the entries in order and once, as a subquery, to pick their media.
 */
export async function loadSummaryPage(
  db: Db,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
  viewerId: number,
): Promise<UserMediaSummary[]> {
  const pageIds = db
    .select({ id: userMedia.usermediaId })
    .from(userMedia)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, mediaById] = await Promise.all([
    db
      .select(summaryColumns)
      .from(userMedia)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    loadMediaWhere(
      db,
      sql`${media.mediaId} in (select ${userMedia.mediaId} from ${userMedia} where ${inArray(userMedia.usermediaId, pageIds)})`,
      viewerId,
    ),
  ]);
  return rows.flatMap((row) => toSummary(row, mediaById.get(row.entry.mediaId)));
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
