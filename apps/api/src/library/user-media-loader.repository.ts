import type { Recommendation, UserMedia } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { entries, readings, recommendations, userMedia } from '../db/schema';
import { type EntryRecord, type ReadingRecord, toJournal } from './journal-loader.repository';
import { type SummaryRow, summaryColumns, summaryJoins, toSummary } from './library-loader.repository';
import { loadMedia } from '../media/media-loader.repository';

interface UserMediaRow extends SummaryRow {
  readings: ReadingRecord[];
  journal: EntryRecord[];
  recommended: { recommendationId: number; mediaB: number; note: string | null }[];
}

const empty = sql`'[]'::json`;

/**
 * Library entries of their owner with everything the detail page shows, in one statement: the
 * summary's columns, then the readings, journal entries and recommendations as JSON arrays in
 * the order the page shows them (the recommended media are read after, only when there are some).
 * Another user's entry is no row, as if absent.
 */
const userMediaStatement = preparedStatement<{ usermediaIds: number[]; viewerId: number }, UserMediaRow>(
  'user_media_detail',
  (p) => sql`select ${summaryColumns},
      (select coalesce(json_agg(json_build_object('readingId', ${readings.readingId}, 'dateStarted', ${readings.dateStarted},
         'dateFinished', ${readings.dateFinished}, 'status', ${readings.status}, 'startedPrecision', ${readings.startedPrecision},
         'finishedPrecision', ${readings.finishedPrecision}, 'estimated', ${readings.estimated}) order by ${readings.dateStarted}, ${readings.readingId}), ${empty})
       from ${readings} where ${readings.usermediaId} = entry.usermedia_id) as readings,
      (select coalesce(json_agg(json_build_object('entryId', ${entries.entryId}, 'readingId', ${entries.readingId}, 'title', ${entries.title},
         'body', ${entries.body}, 'time', ${entries.time}, 'page', ${entries.page}) order by ${entries.time}, ${entries.entryId}), ${empty})
       from ${entries} where ${entries.usermediaId} = entry.usermedia_id) as journal,
      (select coalesce(json_agg(json_build_object('recommendationId', ${recommendations.recommendationId}, 'mediaB', ${recommendations.mediaB},
         'note', ${recommendations.note}) order by ${recommendations.recommendationId}), ${empty})
       from ${recommendations} where ${recommendations.userId} = entry.user_id and ${recommendations.mediaA} = entry.media_id) as recommended
    from ${userMedia} as entry ${summaryJoins}
    where entry.usermedia_id = any(${p.usermediaIds}::integer[]) and entry.user_id = ${p.viewerId}`,
);

async function withMedia(db: Db, row: UserMediaRow, viewerId: number): Promise<Recommendation[]> {
  if (row.recommended.length === 0) return [];
  const byId = new Map((await loadMedia(db, row.recommended.map((item) => item.mediaB), viewerId)).map((item) => [item.mediaID, item]));
  return row.recommended.flatMap(({ recommendationId, mediaB, note }) => {
    const item = byId.get(mediaB);
    return item ? [{ recommendationID: recommendationId, mediaA: row.media_id, mediaB: item, note }] : [];
  });
}

async function toUserMedia(db: Db, row: UserMediaRow, viewerId: number): Promise<UserMedia> {
  return { ...toSummary(row), ...toJournal(row.readings, row.journal), recommendations: await withMedia(db, row, viewerId) };
}

/** One library entry with everything the detail page shows, or null when it is not the viewer's. */
export async function loadUserMedia(db: Db, usermediaId: number, viewerId: number): Promise<UserMedia | null> {
  const [row] = await userMediaStatement(db, { usermediaIds: [usermediaId], viewerId });
  return row ? toUserMedia(db, row, viewerId) : null;
}

/** Several of the viewer's entries, as loadUserMedia answers each, by id: those not theirs (or gone) are missing. */
export async function loadUserMedias(db: Db, usermediaIds: readonly number[], viewerId: number): Promise<Map<number, UserMedia>> {
  const loaded = new Map<number, UserMedia>();
  for (const row of await userMediaStatement(db, { usermediaIds: [...usermediaIds], viewerId })) loaded.set(row.usermedia_id, await toUserMedia(db, row, viewerId));
  return loaded;
}
