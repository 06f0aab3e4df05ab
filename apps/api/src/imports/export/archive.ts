import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { queryRows } from '../../db/query-rows';
import { recommendations } from '../../db/schema';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveRecommendation } from '../rows/archive-format';
import { archiveEntries, archiveMedia, entryBatches } from './records';

/** Records read per query while exporting: memory stays flat whatever the library's size. */
const EXPORT_BATCH = 250;

async function* referencedMediaBatches(db: Db, userId: number): AsyncGenerator<number[]> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from (
        select media_id as id from user_media where user_id = ${userId}
        union select media_a from recommendations where user_id = ${userId}
        union select media_b from recommendations where user_id = ${userId}) referenced
      where id > ${after} order by id limit ${EXPORT_BATCH}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => Number(row.id));
    after = Number(rows.at(-1)?.id ?? after);
  }
}

async function* recommendationBatches(db: Db, userId: number): AsyncGenerator<ArchiveRecommendation[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(recommendations)
      .where(and(eq(recommendations.userId, userId), gt(recommendations.recommendationId, after)))
      .orderBy(asc(recommendations.recommendationId))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ mediaA: row.mediaA, mediaB: row.mediaB, note: row.note }));
    after = rows.at(-1)?.recommendationId ?? after;
  }
}

/** Writes a JSON array's items one per line, as they come. */
async function* arrayItems<Item>(batches: AsyncGenerator<Item[]>): AsyncGenerator<string> {
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield `${first ? '\n' : ',\n'}${batch.map((item) => JSON.stringify(item)).join(',\n')}`;
    first = false;
  }
}

async function* mapBatches<In, Out>(batches: AsyncGenerator<In[]>, load: (batch: In[]) => Promise<Out[]>): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield await load(batch);
}

/**
 * The JSON archive (docs/import-export.md), written as it is read: catalogue records, then
 * library entries, then recommendations, a batch at a time.
 */
export async function* exportArchive(db: Db, user: { userId: number; username: string }, now = new Date()): AsyncGenerator<string> {
  const head = { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, exportedAt: now.toISOString(), user: { username: user.username } };
  yield `${JSON.stringify(head).slice(0, -1)},\n"media":[`;
  yield* arrayItems(mapBatches(referencedMediaBatches(db, user.userId), (ids) => archiveMedia(db, ids)));
  yield '\n],\n"library":[';
  yield* arrayItems(mapBatches(entryBatches(db, user.userId), (rows) => archiveEntries(db, rows)));
  yield '\n],\n"recommendations":[';
  yield* arrayItems(recommendationBatches(db, user.userId));
  yield '\n]}\n';
}

