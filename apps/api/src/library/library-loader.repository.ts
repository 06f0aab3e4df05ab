import type { Status, UserMediaSummary } from '@shelfmark/contract';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { media, readings, series, userMedia } from '../db/schema';
import { mediaColumns, type MediaRow, toMedia } from '../media/media-loader.repository';

/** The entry's open reading, if any (the partial unique index finds it). */
const currentReadingOf = (usermediaId: SQL) => sql`(select ${readings.readingId} from ${readings}
  where ${readings.usermediaId} = ${usermediaId} and ${isNull(readings.dateFinished)})`;

/** A library entry as shelf lists show it: its own fields, its open reading and its media's columns (mediaColumns). */
export interface SummaryRow extends MediaRow {
  usermedia_id: number;
  status: Status;
  rating: number;
  review: string | null;
  favorited: boolean;
  progress: number;
  current_reading_id: number | null;
}

/** The select list of SummaryRow for an entry aliased `entry`, with `media` and `series` joined. */
export const summaryColumns = sql`entry.usermedia_id, entry.status, entry.rating, entry.review, entry.favorited, entry.progress,
  ${currentReadingOf(sql`entry.usermedia_id`)} as current_reading_id, ${mediaColumns(sql`entry.usermedia_id`)}`;

/** The joins from an entry aliased `entry` to its media and series. */
export const summaryJoins = sql`join ${media} on ${media.mediaId} = entry.media_id left join ${series} on ${eq(series.seriesId, media.seriesId)}`;

export function toSummary(row: SummaryRow): UserMediaSummary {
  const item = toMedia(row);
  return {
    usermediaID: row.usermedia_id,
    mediaID: row.media_id,
    media: item,
    status: row.status,
    rating: row.rating,
    review: row.review,
    favorited: row.favorited,
    progress: row.progress,
    currentReading: row.current_reading_id === null ? null : { readingID: Number(row.current_reading_id) },
    tags: item.tags,
  };
}

const summariesStatement = preparedStatement<{ ids: number[]; viewerId: number }, SummaryRow>(
  'library_summaries',
  (p) => sql`select ${summaryColumns}
    from ${userMedia} as entry ${summaryJoins}
    where entry.usermedia_id = any(${p.ids}::integer[]) and entry.user_id = ${p.viewerId}`,
);

/** Library entries as shelf lists show them, in the order of `ids` (the viewer's own only), in one statement. */
export async function loadSummaries(db: Db, ids: readonly number[], viewerId: number): Promise<UserMediaSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summariesStatement(db, { ids: [...ids], viewerId });
  const byId = new Map(rows.map((row) => [row.usermedia_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}
