import { INTEGRATION_LABELS, type InboxItem, type IntegrationHistoryLine, SAME_PLAY_MINUTES, statusReadings } from '@shelfmark/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { preparedStatement } from '../../db/prepared';
import { queryRows } from '../../db/query-rows';
import { externalIds, integrations, media, mediaServerPlays, submedia } from '../../db/schema';

export type PlayRow = typeof mediaServerPlays.$inferSelect;
export type NewPlay = typeof mediaServerPlays.$inferInsert;

/** Stores a play unless one with its dedupe key is there already (then null: the same play). */
export async function insertPlay(db: Db, play: NewPlay): Promise<number | null> {
  const [row] = await db.insert(mediaServerPlays).values(play).onConflictDoNothing().returning({ playId: mediaServerPlays.playId });
  return row?.playId ?? null;
}

/**
 * Whether the user has this play already, from any server: the same record (and episode) doing
 * the same thing within SAME_PLAY_MINUTES either way. Reports of two servers end a few seconds
 * or minutes apart, so the dedupe key's hour alone would miss a pair across an hour's edge.
 */
export async function hasSamePlay(db: Db, play: { userId: number; mediaId: number; submediaId: number | null; action: string; playedAt: Date }): Promise<boolean> {
  const [row] = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from ${mediaServerPlays}
      where user_id = ${play.userId} and media_id = ${play.mediaId} and action = ${play.action} and state = 'recorded'
        and submedia_id is not distinct from ${play.submediaId}::integer
        and played_at between ${play.playedAt.toISOString()}::timestamptz - make_interval(mins => ${SAME_PLAY_MINUTES})
          and ${play.playedAt.toISOString()}::timestamptz + make_interval(mins => ${SAME_PLAY_MINUTES})
      limit 1`,
  );
  return row !== undefined;
}

/** The caller's copy of the integration, and the rule of the status the play moves the entry to, as the one-call functions take them. */
interface KnownParams extends Record<string, unknown> {
  integrationId: number;
  secretHash: string;
  settings: string;
  userId: number;
  role: string;
  playedAt: string;
  sameMinutes: number;
  play: string;
  whenOpen: string;
  whenNone: string;
  recordsFrom: string;
}

export type OneCallOutcome = 'watched' | 'episode' | 'started' | 'duplicate' | 'watched_before' | 'watching' | 'finished' | 'conflict' | 'stale' | 'nomatch';

type OneCallRow = { outcome: OneCallOutcome; media_id: number | null; usermedia_id: number | null };

const watchedStatement = preparedStatement<KnownParams & { ids: string }, OneCallRow>(
  'media_server_play_watched',
  (p) => sql`select outcome, media_id, usermedia_id from media_server_play_watched(${p.integrationId}::integer, ${p.secretHash}::text, ${p.settings}::jsonb,
    ${p.userId}::integer, ${p.role}::text, ${p.ids}::jsonb, ${p.playedAt}::timestamptz, ${p.sameMinutes}::integer, ${p.play}::jsonb,
    ${p.whenOpen}::text, ${p.whenNone}::text, ${p.recordsFrom}::text)`,
);

const startedStatement = preparedStatement<KnownParams & { ids: string }, OneCallRow>(
  'media_server_play_started',
  (p) => sql`select outcome, media_id, usermedia_id from media_server_play_started(${p.integrationId}::integer, ${p.secretHash}::text, ${p.settings}::jsonb,
    ${p.userId}::integer, ${p.role}::text, ${p.ids}::jsonb, ${p.playedAt}::timestamptz, ${p.sameMinutes}::integer, ${p.play}::jsonb,
    ${p.whenOpen}::text, ${p.whenNone}::text, ${p.recordsFrom}::text)`,
);

const episodeStatement = preparedStatement<KnownParams & { episodeIds: string; season: number; episode: number | null }, OneCallRow>(
  'media_server_play_episode',
  (p) => sql`select outcome, media_id, usermedia_id from media_server_play_episode(${p.integrationId}::integer, ${p.secretHash}::text, ${p.settings}::jsonb,
    ${p.userId}::integer, ${p.role}::text, ${p.episodeIds}::jsonb, ${p.season}::integer, ${p.episode}::integer,
    ${p.playedAt}::timestamptz, ${p.sameMinutes}::integer, ${p.play}::jsonb, ${p.whenOpen}::text, ${p.whenNone}::text, ${p.recordsFrom}::text)`,
);

/** What the one-call functions raise when the play's dedupe key is taken: the call is undone. */
const DUPLICATE_RAISED = 'media_server_play_duplicate';

/** The integration as the caller has it: the call checks it is still so. */
export interface IntegrationAsKnown {
  integrationId: number;
  secretHash: string;
  settings: unknown;
  userId: number;
  role: string;
}

/** The play's own columns, as the one-call functions read them; `{media}` in the dedupe key stands for the record they find. */
export interface OneCallPlay {
  title: string;
  year: number | null;
  rating: number | null;
  externalIds: Record<string, string>;
  serverUser: string;
  dedupeKey: string;
  playedAt: Date;
}

function knownParams(known: IntegrationAsKnown, play: OneCallPlay, status: 'read' | 'currentlyReading'): KnownParams {
  const rule = statusReadings(status);
  const { playedAt, ...columns } = play;
  return {
    integrationId: known.integrationId,
    secretHash: known.secretHash,
    settings: JSON.stringify(known.settings),
    userId: known.userId,
    role: known.role,
    playedAt: playedAt.toISOString(),
    sameMinutes: SAME_PLAY_MINUTES,
    play: JSON.stringify(columns),
    whenOpen: rule.whenOpen,
    whenNone: rule.whenNone,
    recordsFrom: rule.recordsFrom.join(','),
  };
}

async function outcomeOf(call: Promise<OneCallRow[]>): Promise<OneCallOutcome> {
  try {
    const [row] = await call;
    if (!row) throw new Error('the play’s one call answered nothing');
    return row.outcome;
  } catch (error) {
    if ((error as Error).message === DUPLICATE_RAISED) return 'duplicate';
    throw error;
  }
}

/**
 * A movie watched to the end, matched by its ids and recorded in one call (migration 0034):
 * 'stale' when the integration is no longer as known, 'nomatch' when no id names a movie, a
 * duplicate when the same play is there within SAME_PLAY_MINUTES; otherwise Seen with a reading
 * ending at the play, and the play stored. 'conflict': the entry was added by hand at that moment.
 */
export function recordWatchedMovie(db: Db, known: IntegrationAsKnown, play: OneCallPlay): Promise<OneCallOutcome> {
  return outcomeOf(watchedStatement(db, { ...knownParams(known, play, 'read'), ids: JSON.stringify(Object.entries(play.externalIds)) }));
}

/**
 * A movie stopped part way, matched by its ids and recorded in one call (migration 0036),
 * answering as recordWatchedMovie does, and 'watching' when it is Currently Watching already,
 * 'finished' when this play was recorded as watched to the end; otherwise Currently Watching with
 * a reading started at the play, and the play stored.
 */
export function recordStartedMovie(db: Db, known: IntegrationAsKnown, play: OneCallPlay): Promise<OneCallOutcome> {
  return outcomeOf(startedStatement(db, { ...knownParams(known, play, 'currentlyReading'), ids: JSON.stringify(Object.entries(play.externalIds)) }));
}

/**
 * An episode played to the end, found by its own ids, recorded in one call (migration 0036), answering as recordWatchedMovie does, and
 * 'watched_before' when the episode is watched in the show's current viewing already. Otherwise
 * the episode is marked in that viewing (started, and the show Currently Watching, when none is
 * open), and the play stored.
 */
export function recordWatchedEpisode(db: Db, known: IntegrationAsKnown, play: OneCallPlay, episode: { ids: Record<string, string>; season: number; number: number | null }): Promise<OneCallOutcome> {
  return outcomeOf(
    episodeStatement(db, {
      ...knownParams(known, play, 'currentlyReading'),
      episodeIds: JSON.stringify(Object.entries(episode.ids)),
      season: episode.season,
      episode: episode.number,
    }),
  );
}

/**
 * Serialises the recording of one user's plays across connections and instances until the
 * transaction ends, so two servers' reports of one play cannot both pass hasSamePlay.
 */
export async function lockUserPlays(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('media_server_plays'), ${userId}::integer)`);
}

/** The record and episode holding one of an episode's own ids (TMDB, TVDB, IMDb), if any. */
export async function episodeByExternalIds(db: Db, ids: Record<string, string>, includeRestricted: boolean): Promise<{ mediaId: number; submediaId: number } | null> {
  const pairs = Object.entries(ids);
  if (pairs.length === 0) return null;
  const [row] = await db
    .select({ mediaId: submedia.mediaId, submediaId: submedia.submediaId })
    .from(externalIds)
    .innerJoin(submedia, eq(submedia.submediaId, externalIds.submediaId))
    .innerJoin(media, eq(media.mediaId, submedia.mediaId))
    .where(
      and(
        sql`(${externalIds.source}, ${externalIds.externalId}) in (${sql.join(
          pairs.map(([source, id]) => sql`(${source}, ${id})`),
          sql`, `,
        )})`,
        eq(media.type, 'tvshow'),
        includeRestricted ? undefined : eq(media.restricted, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The episodes of a record, to find one by season and number. */
export function episodesOf(db: Db, mediaId: number) {
  return db
    .select({ submediaId: submedia.submediaId, overallnum: submedia.overallnum, season: submedia.season, episode: submedia.episode })
    .from(submedia)
    .where(eq(submedia.mediaId, mediaId));
}

export const episodeLabel = (season: number | null, episode: number | null) => (episode === null ? null : `S${season ?? 1}E${episode}`);

/** "Watched S1E3", "Watched", "Started watching", "Rated 8/10": what a play does, in words. */
export function actionText(play: Pick<PlayRow, 'action' | 'season' | 'episode' | 'rating'>): string {
  if (play.action === 'episode') return `Watched ${episodeLabel(play.season, play.episode) ?? 'an episode'}`;
  if (play.action === 'watched') return 'Watched';
  if (play.action === 'started') return 'Started watching';
  return `Rated ${play.rating ?? 0}/10`;
}

export function toInboxItem(row: PlayRow): InboxItem {
  return {
    id: row.playId,
    integrationID: row.integrationId,
    type: row.mediaType,
    title: row.title,
    year: row.year,
    episode: episodeLabel(row.season, row.episode),
    action: actionText(row),
    playedAt: row.playedAt.toISOString(),
    serverUser: row.serverUser,
    candidates: row.candidates,
  };
}

/** The plays of an integration waiting for a decision, oldest first. */
export async function listInbox(db: Db, integrationId: number): Promise<InboxItem[]> {
  const rows = await db
    .select()
    .from(mediaServerPlays)
    .where(and(eq(mediaServerPlays.integrationId, integrationId), eq(mediaServerPlays.state, 'inbox')))
    .orderBy(asc(mediaServerPlays.playedAt), asc(mediaServerPlays.playId))
    .limit(500);
  return rows.map(toInboxItem);
}

export async function findPlay(db: Db, integrationId: number, playId: number): Promise<PlayRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaServerPlays)
    .where(and(eq(mediaServerPlays.playId, playId), eq(mediaServerPlays.integrationId, integrationId)))
    .for('update');
  return row;
}

export async function updatePlay(db: Db, playId: number, changes: Partial<NewPlay>): Promise<void> {
  await db.update(mediaServerPlays).set(changes).where(eq(mediaServerPlays.playId, playId));
}

/** The lines an entry's history shows for its recorded plays, newest first: "Watched S1E3 on Jellyfin". */
export async function playLines(db: Db, userId: number, usermediaId: number): Promise<IntegrationHistoryLine[]> {
  const rows = await db
    .select({ play: mediaServerPlays, kind: integrations.kind })
    .from(mediaServerPlays)
    .innerJoin(integrations, eq(integrations.integrationId, mediaServerPlays.integrationId))
    .where(and(eq(mediaServerPlays.userId, userId), eq(mediaServerPlays.usermediaId, usermediaId), eq(mediaServerPlays.state, 'recorded')))
    .orderBy(desc(mediaServerPlays.playedAt), desc(mediaServerPlays.playId))
    .limit(500);
  return rows.map(({ play, kind }) => ({ at: play.playedAt.toISOString(), text: `${actionText(play)} on ${INTEGRATION_LABELS[kind]}` }));
}
