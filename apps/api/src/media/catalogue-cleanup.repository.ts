import { coverName, type MediaType } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';

/**
 * Removes a catalogue record nobody uses: on no one's shelf, in no recommendation; its creators
 * links, genres and songs or episodes go with it. Answers whether it went and, if so, the name
 * of its cover, which the caller removes from the cover store once the removal is committed.
 */
export async function deleteMediaIfUnused(db: Db, mediaId: number): Promise<{ removed: false } | { removed: true; cover: string | null }> {
  const rows = await queryRows<{ media_id: number; type: MediaType; isbn: string | null }>(
    db,
    sql`delete from media m where m.media_id = ${mediaId}
      and not exists (select 1 from user_media u where u.media_id = m.media_id)
      and not exists (select 1 from recommendations r where r.media_a = m.media_id or r.media_b = m.media_id)
      returning m.media_id, m.type, m.isbn`,
  );
  const [row] = rows;
  return row ? { removed: true, cover: coverName({ type: row.type, mediaID: row.media_id, isbn: row.isbn }) } : { removed: false };
}

/** Removes a creator no catalogue record names. */
export async function deleteCreatorIfUnused(db: Db, creatorId: number): Promise<boolean> {
  const rows = await queryRows<{ creator_id: number }>(
    db,
    sql`delete from creators c where c.creator_id = ${creatorId}
      and not exists (select 1 from media_creators mc where mc.creator_id = c.creator_id) returning c.creator_id`,
  );
  return rows.length > 0;
}

/** Removes a series no catalogue record is in. */
export async function deleteSeriesIfUnused(db: Db, seriesId: number): Promise<boolean> {
  const rows = await queryRows<{ series_id: number }>(
    db,
    sql`delete from series s where s.series_id = ${seriesId}
      and not exists (select 1 from media m where m.series_id = s.series_id) returning s.series_id`,
  );
  return rows.length > 0;
}

/** Withdraws a media request nobody has acted on yet. */
export async function deleteOpenMediaRequest(db: Db, requestId: number): Promise<boolean> {
  const rows = await queryRows<{ request_id: number }>(db, sql`delete from media_requests where request_id = ${requestId} and status = 'open' returning request_id`);
  return rows.length > 0;
}
