import { compareEpisodes, MAX_SUBMEDIA } from '@shelfmark/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { queryRows } from '../../db/query-rows';
import { externalIds, readings, submedia, submediaWatches, userMedia, userSubmedia } from '../../db/schema';
import { linkUserSubmedia } from '../../media/user-submedia-links.repository';
import type { WatchInput } from '../rows/archive-format';
import type { ChangeLog } from './changes';

export interface Episode {
  submediaId: number;
  overallnum: number;
  season: number | null;
  episode: number | null;
}

interface ReadingSpan {
  readingId: number;
  from: string;
  to: string | null;
}

const day = (iso: string) => iso.slice(0, 10);
const episodeKey = (season: number | null | undefined, episode: number | null | undefined) => `${season ?? ''}:${episode ?? ''}`;
/**
 * The episodes (or songs) the watches name that the record lacks, created after its last one:
 * season, number, and the title the file gives, else "Episode n"; an archive's keep their
 * overallnum where it is free. Within the catalogue's limit of a record's episodes.
 */
export async function createMissing(db: Db, mediaId: number, watches: WatchInput[], known: Episode[], log: ChangeLog): Promise<Episode[]> {
  const present = new Set(known.filter((item) => item.episode !== null).map((item) => episodeKey(item.season, item.episode)));
  const numbers = new Set(known.map((item) => item.overallnum));
  const missing = new Map<string, { season: number | null; episode: number | null; title: string; overallnum: number | null; ids: WatchInput['externalIds'] }>();
  for (const watch of watches) {
    if (watch.overallnum !== undefined && numbers.has(watch.overallnum)) continue;
    const key = watch.episode === undefined ? `#${watch.overallnum ?? ''}` : episodeKey(watch.season, watch.episode);
    if (present.has(key) || missing.has(key)) continue;
    const title = watch.title || (watch.episode === undefined ? null : `Episode ${watch.episode}`);
    if (title === null) continue;
    missing.set(key, { season: watch.season ?? null, episode: watch.episode ?? null, title, overallnum: watch.overallnum ?? null, ids: watch.externalIds });
  }
  if (missing.size === 0) return [];
  const rows = [...missing.values()]
    .sort((a, b) => compareEpisodes({ ...a, overallnum: a.overallnum ?? 0 }, { ...b, overallnum: b.overallnum ?? 0 }))
    .slice(0, Math.max(0, MAX_SUBMEDIA - known.length))
    .map((item) => {
      const overallnum = item.overallnum !== null && !numbers.has(item.overallnum) ? item.overallnum : Math.max(0, ...numbers) + 1;
      numbers.add(overallnum);
      return { mediaId, title: item.title, overallnum, season: item.season, episode: item.episode, ids: item.ids };
    });
  if (rows.length === 0) return [];
  const created = await db
    .insert(submedia)
    .values(rows.map(({ ids: _ids, ...row }) => row))
    .returning({ submediaId: submedia.submediaId, overallnum: submedia.overallnum, season: submedia.season, episode: submedia.episode });
  log.add({ kind: 'submedia-created', mediaId, submediaIds: created.map((item) => item.submediaId) });
  // The new episodes' own ids, where no other episode holds them (they go with the episode on undo).
  const idsOf = new Map(rows.map((row) => [row.overallnum, row.ids]));
  const ids = created.flatMap((item) => Object.entries(idsOf.get(item.overallnum) ?? {}).map(([source, externalId]) => ({ source, externalId, submediaId: item.submediaId })));
  if (ids.length > 0) await db.insert(externalIds).values(ids).onConflictDoNothing();
  await linkUserSubmedia(db, eq(userMedia.mediaId, mediaId));
  return created;
}

/**
 * The reading a watch belongs to: the one it was given (an archive's), else the earliest whose
 * dates hold its day and that has not watched the episode yet, else the current (open) one,
 * else the latest. Null when the episode is already watched in each of them.
 */
function readingFor(watch: WatchInput, given: number | null, spans: ReadingSpan[], taken: Set<string>, submediaId: number): number | null {
  const free = (span: ReadingSpan) => !taken.has(`${span.readingId}:${submediaId}`);
  if (given !== null) return given;
  const holding = spans.find((span) => day(span.from) <= day(watch.watchedAt) && (span.to === null || day(watch.watchedAt) <= day(span.to)) && free(span));
  const fallback = spans.find((span) => span.to === null) ?? spans.at(-1);
  const chosen = holding ?? fallback;
  return chosen && free(chosen) ? chosen.readingId : null;
}

/**
 * Writes an entry's song or episode watches, each in one reading (submedia_watches), creating the
 * episodes the record lacks. readingIds: the entry's readings as the file listed them (an
 * archive's watch names its reading by position). A watch already there (the same reading and
 * episode) is kept as it is. Logs what it adds, for undo; answers notes for the row.
 */
export async function writeWatches(db: Db, target: { usermediaId: number; mediaId: number }, watches: WatchInput[], readingIds: (number | null)[], log: ChangeLog): Promise<string[]> {
  if (watches.length === 0) return [];
  const known = await db
    .select({ submediaId: submedia.submediaId, overallnum: submedia.overallnum, season: submedia.season, episode: submedia.episode })
    .from(submedia)
    .where(eq(submedia.mediaId, target.mediaId));
  const episodes = [...known, ...(await createMissing(db, target.mediaId, watches, known, log))];
  const byKey = new Map(episodes.filter((item) => item.episode !== null).map((item) => [episodeKey(item.season, item.episode), item.submediaId]));
  const byOverallnum = new Map(episodes.map((item) => [item.overallnum, item.submediaId]));
  const [spans, existing] = await Promise.all([
    db
      .select({ readingId: readings.readingId, from: readings.dateStarted, to: readings.dateFinished })
      .from(readings)
      .where(eq(readings.usermediaId, target.usermediaId))
      .orderBy(asc(readings.dateStarted), asc(readings.readingId)),
    db.select({ readingId: submediaWatches.readingId, submediaId: submediaWatches.submediaId }).from(submediaWatches).where(eq(submediaWatches.usermediaId, target.usermediaId)),
  ]);
  const readingSpans = spans.map((span) => ({ readingId: span.readingId, from: span.from.toISOString(), to: span.to?.toISOString() ?? null }));
  const taken = new Set(existing.map((watch) => `${watch.readingId}:${watch.submediaId}`));
  const rows: (typeof submediaWatches.$inferInsert)[] = [];
  let unplaced = 0;
  for (const watch of [...watches].sort((a, b) => a.watchedAt.localeCompare(b.watchedAt))) {
    const submediaId =
      (watch.overallnum === undefined ? undefined : byOverallnum.get(watch.overallnum)) ?? (watch.episode === undefined ? undefined : byKey.get(episodeKey(watch.season, watch.episode)));
    const given = watch.reading === undefined ? null : (readingIds[watch.reading - 1] ?? null);
    const readingId = submediaId === undefined ? null : readingFor(watch, given, readingSpans, taken, submediaId);
    if (submediaId === undefined || readingId === null) {
      unplaced++;
      continue;
    }
    if (taken.has(`${readingId}:${submediaId}`)) continue;
    taken.add(`${readingId}:${submediaId}`);
    rows.push({ usermediaId: target.usermediaId, readingId, submediaId, watchedAt: new Date(watch.watchedAt) });
  }
  if (rows.length > 0) {
    const added = await db.insert(submediaWatches).values(rows).onConflictDoNothing().returning({ watchId: submediaWatches.watchId });
    if (added.length > 0) log.add({ kind: 'watches-created', watchIds: added.map((watch) => watch.watchId) });
  }
  return unplaced === 0 ? [] : [`${unplaced === 1 ? 'One watch was' : `${unplaced} watches were`} left out: already marked in the reading, or the record has no room for the episode`];
}

/** Undo of writeWatches' watches. */
export async function deleteWatches(db: Db, watchIds: number[]): Promise<number> {
  if (watchIds.length === 0) return 0;
  // The trigger on submedia_watches moves the shelf versions, so cached stats follow.
  const removed = await db.delete(submediaWatches).where(inArray(submediaWatches.watchId, watchIds)).returning({ watchId: submediaWatches.watchId });
  return removed.length;
}

/** Undo of the episodes writeWatches created: those no one has watched or made a favourite since. */
export async function deleteCreatedEpisodes(db: Db, submediaIds: number[]): Promise<number> {
  if (submediaIds.length === 0) return 0;
  const removed = await queryRows<{ submedia_id: number }>(
    db,
    sql`
    delete from ${submedia} as s
    where s.submedia_id in (${sql.join(submediaIds.map((id) => sql`${id}`), sql`, `)})
      and not exists (select 1 from ${submediaWatches} as w where w.submedia_id = s.submedia_id)
      and not exists (select 1 from ${userSubmedia} as us where us.submedia_id = s.submedia_id and us.favorited)
    returning s.submedia_id`,
  );
  return removed.length;
}
