import {
  EXTERNAL_SOURCE_LABELS,
  type EpisodeExternalSource,
  type ExternalSource,
  externalIdTakenMessage,
  type LookupSource,
} from '@shelfmark/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { externalIds, media, submedia } from '../db/schema';
import { conflict } from '../errors';
import { toIsbn13 } from './isbn';

type Source = ExternalSource | EpisodeExternalSource;
type Owner = { mediaId: number; submediaId?: undefined } | { submediaId: number; mediaId?: undefined };

/** The record (or the show of the episode) holding an id, to name it in a refusal. */
async function holderOf(db: Db, source: string, externalId: string) {
  const [holder] = await db
    .select({ mediaId: externalIds.mediaId, submediaId: externalIds.submediaId, title: media.title, ownerMediaId: media.mediaId })
    .from(externalIds)
    .leftJoin(submedia, eq(submedia.submediaId, externalIds.submediaId))
    .innerJoin(media, sql`${media.mediaId} = coalesce(${externalIds.mediaId}, ${submedia.mediaId})`)
    .where(and(eq(externalIds.source, source), eq(externalIds.externalId, externalId)));
  return holder;
}

/**
 * Gives a record or an episode its ids: a value sets the source's id (replacing the one it had),
 * null removes it, a source left out keeps its id. An id another record or episode holds is
 * refused with a message naming that record.
 */
async function writeIds(db: Db, owner: Owner, ids: Partial<Record<Source, string | null>>): Promise<void> {
  const ownerColumn = owner.mediaId !== undefined ? externalIds.mediaId : externalIds.submediaId;
  const ownerId = owner.mediaId ?? owner.submediaId;
  for (const [source, externalId] of Object.entries(ids) as [Source, string | null | undefined][]) {
    if (externalId === undefined) continue;
    if (externalId !== null) {
      const holder = await holderOf(db, source, externalId);
      const heldHere = owner.mediaId !== undefined ? holder?.mediaId === ownerId : holder?.submediaId === ownerId;
      if (heldHere) continue;
      if (holder) throw conflict(externalIdTakenMessage(EXTERNAL_SOURCE_LABELS[source], holder.title, holder.ownerMediaId));
    }
    await db.delete(externalIds).where(and(eq(ownerColumn, ownerId), eq(externalIds.source, source)));
    if (externalId !== null) await db.insert(externalIds).values({ source, externalId, ...owner });
  }
}

export function writeMediaExternalIds(db: Db, mediaId: number, ids: Partial<Record<ExternalSource, string | null>>): Promise<void> {
  return writeIds(db, { mediaId }, ids);
}

/** The episodes' ids, by overallnum (how a save names its episodes). */
export async function writeEpisodeExternalIds(
  db: Db,
  mediaId: number,
  byNumber: ReadonlyMap<number, Partial<Record<EpisodeExternalSource, string>>>,
): Promise<void> {
  if (byNumber.size === 0) return;
  const rows = await db
    .select({ submediaId: submedia.submediaId, overallnum: submedia.overallnum })
    .from(submedia)
    .where(and(eq(submedia.mediaId, mediaId), inArray(submedia.overallnum, [...byNumber.keys()])));
  for (const row of rows) await writeIds(db, { submediaId: row.submediaId }, byNumber.get(row.overallnum) ?? {});
}

export interface ExternalMatch {
  mediaId: number;
  submediaId: number | null;
}

/** The record (and episode, for an episode's id) known by an id at a service, or by an ISBN. */
export async function findByExternalId(db: Db, source: LookupSource, externalId: string): Promise<ExternalMatch | null> {
  if (source === 'isbn') {
    const isbn13 = toIsbn13(externalId);
    if (!isbn13) return null;
    const [book] = await db.select({ mediaId: media.mediaId }).from(media).where(eq(media.isbn13, isbn13));
    return book ? { mediaId: book.mediaId, submediaId: null } : null;
  }
  const [found] = await db
    .select({ mediaId: sql<number>`coalesce(${externalIds.mediaId}, ${submedia.mediaId})`, submediaId: externalIds.submediaId })
    .from(externalIds)
    .leftJoin(submedia, eq(submedia.submediaId, externalIds.submediaId))
    .where(and(eq(externalIds.source, source), eq(externalIds.externalId, externalId)));
  return found ? { mediaId: found.mediaId, submediaId: found.submediaId } : null;
}
