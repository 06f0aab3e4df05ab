import type { ExternalIds, ExternalSource, MediaType } from '@shelfmark/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { externalIds, media } from '../../db/schema';
import type { ChangeLog } from '../jobs/changes';

const keyOf = (source: string, id: string) => `${source}:${id}`;

/** The records holding these ids (restricted ones only for the admin): `source:id` → record. */
export async function mediaByExternalIds(db: Db, wanted: ExternalIds[], includeRestricted: boolean): Promise<Map<string, { mediaId: number; type: MediaType }>> {
  const pairs = [...new Map(wanted.flatMap((ids) => Object.entries(ids).map(([source, id]) => [keyOf(source, id), { source, id }] as const))).values()];
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select({ source: externalIds.source, externalId: externalIds.externalId, mediaId: media.mediaId, type: media.type })
    .from(externalIds)
    .innerJoin(media, eq(media.mediaId, externalIds.mediaId))
    .where(
      and(
        or(...pairs.map((pair) => and(eq(externalIds.source, pair.source), eq(externalIds.externalId, pair.id)))),
        includeRestricted ? undefined : eq(media.restricted, false),
      ),
    );
  return new Map(rows.map((row) => [keyOf(row.source, row.externalId), { mediaId: row.mediaId, type: row.type }]));
}

/** The record a row's ids name, of the row's type; the first of its ids that names one wins. */
export function externalIdHit(ids: ExternalIds | undefined, type: MediaType, hits: Map<string, { mediaId: number; type: MediaType }>): number | null {
  for (const [source, id] of Object.entries(ids ?? {}) as [ExternalSource, string][]) {
    const hit = hits.get(keyOf(source, id));
    if (hit && hit.type === type) return hit.mediaId;
  }
  return null;
}

/**
 * Gives the record the ids it lacks: an id another record holds stays that record's, and a
 * source the record already has an id of keeps it. What is added is logged, for undo.
 */
export async function claimExternalIds(db: Db, mediaId: number, ids: ExternalIds | undefined, log: ChangeLog): Promise<void> {
  const values = Object.entries(ids ?? {}).map(([source, externalId]) => ({ source, externalId, mediaId }));
  if (values.length === 0) return;
  const added = await db.insert(externalIds).values(values).onConflictDoNothing().returning({ source: externalIds.source, externalId: externalIds.externalId });
  if (added.length > 0) log.add({ kind: 'external-ids-added', mediaId, ids: added });
}

/** Undo of claimExternalIds: the ids still on that record are removed. */
export async function releaseExternalIds(db: Db, mediaId: number, ids: { source: string; externalId: string }[]): Promise<number> {
  let removed = 0;
  for (const id of ids) {
    const gone = await db
      .delete(externalIds)
      .where(and(eq(externalIds.source, id.source), eq(externalIds.externalId, id.externalId), eq(externalIds.mediaId, mediaId)))
      .returning({ source: externalIds.source });
    removed += gone.length;
  }
  return removed;
}
