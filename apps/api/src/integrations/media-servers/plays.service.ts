import { API_MESSAGES, type HookAnswer, type ImportCandidate, type ImportResolution, INTEGRATION_LABELS, type MediaServerKind, type MediaServerSettings, MEDIA_SERVER_MESSAGES, mediaPath, type PlayOutcome } from '@shelfmark/contract';
import type { Db } from '../../db/db';
import type { AuthUser } from '../../auth/session-tokens';
import { conflict, invalid, notFound } from '../../errors';
import { markWatches } from '../../episodes/watches.repository';
import { createFromServiceRow } from '../../imports/matching/catalogue-records';
import { externalIdHit, mediaByExternalIds } from '../../imports/matching/external-ids';
import { matchRow } from '../../imports/matching/matching';
import { createMissing } from '../../imports/jobs/watch-writer';
import { ChangeLog } from '../../imports/jobs/changes';
import type { ServiceRowData } from '../../imports/rows/parsed-file';
import { setEntryField, setEntryStatus } from '../../library/entry-writes.repository';
import { findEntryOfMedia, insertEntry } from '../../library/library-entries.repository';
import { insertReadings, listReadings } from '../../library/readings.repository';
import type { LookupFill } from '../../media/lookup-fill';
import { findVisibleMedia } from '../../media/media-access.repository';
import { insertMediaRequest } from '../../media-requests/media-requests.repository';
import type { HookIntegration, IntegrationRow } from '../integrations.repository';
import { episodeByExternalIds, episodeLabel, episodesOf, findPlay, hasSamePlay, insertPlay, lockUserPlays, type NewPlay, type PlayRow, recordStartedMovie, recordWatchedEpisode, recordWatchedMovie, updatePlay } from './plays.repository';
import type { ReportedPlay } from './reported-play';

/** What the metadata services know about an item a play creates a record for; null when nothing, or switched off. */
export type FillLookUp = (row: Pick<ServiceRowData, 'type' | 'title' | 'isbn' | 'year'>) => Promise<LookupFill | null>;

type Action = PlayRow['action'];

/** The play as one of the user's: who they are, which integration, and what the play does. */
interface Play {
  owner: AuthUser;
  integrationId: number;
  kind: MediaServerKind;
  action: Action;
  type: 'movie' | 'tvshow';
  title: string;
  year: number | null;
  season: number | null;
  episode: number | null;
  rating: number | null;
  ids: ReportedPlay['ids'];
  episodeIds: ReportedPlay['episodeIds'];
  serverUser: string;
  playedAt: Date;
}

const answer = (outcome: PlayOutcome, message: string): HookAnswer => ({ outcome, message });
const fold = (value: string) => value.trim().toLowerCase();

/** The integration's filters: which server users, which libraries, how much of a movie. Null when the play counts. */
export function filteredOut(play: ReportedPlay, settings: MediaServerSettings): string | null {
  const users = new Set(settings.serverUsers.map(fold));
  if (!users.has(fold(play.serverUser)) && !(play.serverUserId !== null && users.has(fold(play.serverUserId)))) {
    return `Plays of the server user “${play.serverUser}” do not count here; this integration counts ${settings.serverUsers.join(', ')}`;
  }
  if (settings.libraries.length > 0 && play.library !== null && !settings.libraries.map(fold).includes(fold(play.library))) {
    return `The library “${play.library}” is not one this integration counts`;
  }
  if (play.event === 'stopped' && play.type === 'tvshow') return 'An episode counts once it is played to the end';
  if (play.event === 'stopped' && (play.percent ?? 0) < settings.minimumPercent) {
    return `Stopped at ${Math.floor(play.percent ?? 0)}%, under the ${settings.minimumPercent}% this integration counts`;
  }
  return null;
}

function actionOf(play: ReportedPlay): Action {
  if (play.event === 'rated') return 'rated';
  if (play.event === 'stopped') return 'started';
  return play.type === 'tvshow' ? 'episode' : 'watched';
}

const hourOf = (at: Date) => Math.floor(at.getTime() / 3_600_000);

/** Names "the same play" for the unique index: the record (or, unmatched, the title), episode, what it did, the hour. A string stands in for a record found later. */
function dedupeKey(play: Play, mediaId: number | string | null): string {
  const item = mediaId === null ? `t:${fold(play.title)}:${play.year ?? ''}` : `m:${mediaId}`;
  const rating = play.action === 'rated' ? `:r${play.rating ?? 0}` : '';
  return `${play.action}:${item}:${play.season ?? ''}x${play.episode ?? ''}${rating}:${hourOf(play.playedAt)}`;
}

interface Found {
  mediaId: number | null;
  submediaId: number | null;
  candidates: ImportCandidate[];
}

/** The record a play is about: an episode's own ids, the record's ids, then title and year (the imports' matching). */
async function findRecord(db: Db, play: Play): Promise<Found> {
  const admin = play.owner.role === 'admin';
  if (play.type === 'tvshow') {
    const episode = await episodeByExternalIds(db, play.episodeIds, admin);
    if (episode) return { ...episode, candidates: [] };
  }
  const hits = await mediaByExternalIds(db, [play.ids], admin);
  const byId = externalIdHit(play.ids, play.type, hits);
  if (byId !== null) return { mediaId: byId, submediaId: null, candidates: [] };
  const match = await matchRow(db, { type: play.type, title: play.title, creators: [], isbn: null, year: play.year, externalIds: play.ids }, admin);
  return { mediaId: match.mediaId, submediaId: null, candidates: match.candidates };
}

/** The episode a play names on the record, created (season, number, "Episode n") when the record lacks it. */
async function episodeOf(tx: Db, mediaId: number, play: Play): Promise<number> {
  const known = await episodesOf(tx, mediaId);
  const season = play.season ?? 1;
  const found = known.find((item) => item.episode === play.episode && (item.season ?? 1) === season);
  if (found) return found.submediaId;
  const [created] = await createMissing(tx, mediaId, [{ season, episode: play.episode ?? 0, externalIds: play.episodeIds, watchedAt: play.playedAt.toISOString() }], known, new ChangeLog());
  if (!created) throw invalid('The show has no room for another episode');
  return created.submediaId;
}

/** A catalogue record made from the play (and what the look-up knows), put in the librarians' queue for a check. */
async function createRecord(tx: Db, play: Play, fill: LookupFill | null): Promise<number> {
  const row: ServiceRowData = {
    kind: 'service',
    type: play.type,
    title: play.title.slice(0, 500),
    creators: [],
    isbn: null,
    year: play.year,
    pages: null,
    externalIds: play.ids,
    entry: { status: 'library', rating: 0, review: null, favorited: false, progress: 0, addedAt: null, readings: [], entries: [], tags: [], favoriteSubmedia: [] },
    changedAt: null,
  };
  const mediaId = await createFromServiceRow(tx, row, new ChangeLog(), fill);
  await insertMediaRequest(tx, play.owner.userId, {
    type: play.type,
    title: row.title,
    creator: '',
    details: `Added to the catalogue by a play on ${INTEGRATION_LABELS[play.kind]} as ${mediaPath({ type: play.type, mediaID: mediaId })}: please check the record and mark this done.`,
  });
  return mediaId;
}

const ALREADY_WATCHING = 'Already Currently Watching';
const FINISHED_BY_THIS_PLAY = 'This play was recorded as watched to the end';

/** The effect did nothing new: the transaction rolls back and the play is answered as such. */
class NothingNew extends Error {
  constructor(readonly answer: HookAnswer) {
    super(answer.message);
  }
}

/**
 * A movie watched to the end: Seen with a reading ending at the play. A movie already Seen and
 * not being watched gets one more finished reading (a rewatch); otherwise the status change's
 * own rule ends the open reading or records one (status-readings.ts).
 */
async function markSeen(tx: Db, play: Play, mediaId: number): Promise<number> {
  const { userId } = play.owner;
  const entry = await findEntryOfMedia(tx, userId, mediaId);
  const usermediaId = entry?.usermediaId ?? (await insertEntry(tx, userId, mediaId, 'library'));
  if (usermediaId === null) throw conflict(API_MESSAGES.alreadyInLibrary);
  const open = entry ? (await listReadings(tx, [usermediaId])).some((reading) => reading.dateFinished === null) : false;
  if (entry?.status === 'read' && !open) {
    await insertReadings(tx, [{ usermediaId, dateStarted: play.playedAt, dateFinished: play.playedAt, status: 'read' }]);
  } else {
    await setEntryStatus(tx, { usermediaId, userId }, 'read', play.playedAt);
  }
  return usermediaId;
}

/** A movie stopped part way: Currently Watching, starting a reading at the play (nothing new when it already is). */
async function markWatching(tx: Db, play: Play, mediaId: number): Promise<number> {
  const { userId } = play.owner;
  const entry = await findEntryOfMedia(tx, userId, mediaId);
  if (entry?.status === 'currentlyReading') throw new NothingNew(answer('ignored', ALREADY_WATCHING));
  // Plex posts media.stop after the media.scrobble of the same play: watched to the end stays so.
  if (await hasSamePlay(tx, { userId, mediaId, submediaId: null, action: 'watched', playedAt: play.playedAt })) {
    throw new NothingNew(answer('duplicate', FINISHED_BY_THIS_PLAY));
  }
  const usermediaId = entry?.usermediaId ?? (await insertEntry(tx, userId, mediaId, 'library'));
  if (usermediaId === null) throw conflict(API_MESSAGES.alreadyInLibrary);
  await setEntryStatus(tx, { usermediaId, userId }, 'currentlyReading', play.playedAt);
  return usermediaId;
}

/** A rating from the server (1–10): the item is put on the shelf when it is not. */
async function rate(tx: Db, play: Play, mediaId: number): Promise<number> {
  const { userId } = play.owner;
  const rating = play.rating ?? 0;
  const entry = await findEntryOfMedia(tx, userId, mediaId);
  if (entry?.rating === rating) throw new NothingNew(answer('ignored', `Already rated ${rating}/10`));
  const usermediaId = entry?.usermediaId ?? (await insertEntry(tx, userId, mediaId, 'library'));
  if (usermediaId === null) throw conflict(API_MESSAGES.alreadyInLibrary);
  await setEntryField(tx, { usermediaId, userId }, 'rating', rating);
  return usermediaId;
}

/** An episode played to the end: a watch in the show's current reading (ADR 0030), dated at the play. */
async function watchEpisode(tx: Db, play: Play, mediaId: number, submediaId: number | null): Promise<number> {
  const episode = submediaId ?? (await episodeOf(tx, mediaId, play));
  const result = await markWatches(tx, play.owner, mediaId, { submediaIDs: [episode], date: play.playedAt.toISOString() }, play.playedAt);
  const mark = result.changed[0];
  if (mark && mark.lastWatched !== null && new Date(mark.lastWatched).getTime() !== play.playedAt.getTime()) {
    throw new NothingNew(answer('duplicate', `${episodeLabel(play.season, play.episode)} is already watched in this viewing`));
  }
  return result.usermediaID;
}

async function applyPlay(tx: Db, play: Play, mediaId: number, submediaId: number | null): Promise<number> {
  if (play.action === 'watched') return markSeen(tx, play, mediaId);
  if (play.action === 'started') return markWatching(tx, play, mediaId);
  if (play.action === 'rated') return rate(tx, play, mediaId);
  return watchEpisode(tx, play, mediaId, submediaId);
}

const OUTCOME: Record<Action, PlayOutcome> = { watched: 'watched', episode: 'episode', started: 'started', rated: 'rated' };

function describe(play: Play): string {
  const what = play.type === 'tvshow' && play.action === 'episode' ? `${play.title} ${episodeLabel(play.season, play.episode)}` : play.title;
  if (play.action === 'rated') return `Rated ${what} ${play.rating}/10`;
  if (play.action === 'started') return `${what} is Currently Watching`;
  return `Watched ${what}`;
}

const playValues = (play: Play) => ({
  integrationId: play.integrationId,
  userId: play.owner.userId,
  action: play.action,
  mediaType: play.type,
  title: play.title.slice(0, 500),
  year: play.year,
  season: play.season,
  episode: play.episode,
  rating: play.rating,
  externalIds: play.ids,
  serverUser: play.serverUser.slice(0, 200),
  playedAt: play.playedAt,
});

/**
 * Records one play on the owner's shelf through the shelf's own write paths, so cached stats
 * follow (and, as for any change, its webhook events are captured): in one transaction that holds the user's plays lock, a play seen
 * already (from this server or another) changes nothing; otherwise its effect is made and the play
 * stored as a line of the entry's history.
 */
async function record(db: Db, play: Play, found: { mediaId: number; submediaId: number | null }, fill: LookupFill | null, create: boolean): Promise<HookAnswer> {
  try {
    return await db.transaction(async (tx) => {
      await lockUserPlays(tx, play.owner.userId);
      // Another server's report of this item may have created its record while this one waited for the lock.
      const created = create ? ((await findRecord(tx, play)).mediaId ?? (await createRecord(tx, play, fill))) : null;
      const mediaId = created ?? found.mediaId;
      // Everything here rolls back when the play turns out to be recorded already (NothingNew).
      const submediaId = play.action === 'episode' ? ((create ? null : found.submediaId) ?? (await episodeOf(tx, mediaId, play))) : null;
      if (await hasSamePlay(tx, { userId: play.owner.userId, mediaId, submediaId, action: play.action, playedAt: play.playedAt })) {
        throw new NothingNew(answer('duplicate', 'This play is recorded already'));
      }
      const usermediaId = await applyPlay(tx, play, mediaId, submediaId);
      const stored = await insertPlay(tx, { ...playValues(play), state: 'recorded', mediaId, submediaId, usermediaId, dedupeKey: dedupeKey(play, mediaId) });
      if (stored === null) throw new NothingNew(answer('duplicate', 'This play is recorded already'));
      return answer(OUTCOME[play.action], describe(play));
    });
  } catch (error) {
    if (error instanceof NothingNew) return error.answer;
    throw error;
  }
}

function toPlay(reported: ReportedPlay, owner: AuthUser, integration: IntegrationRow): Play {
  return {
    owner,
    integrationId: integration.integrationId,
    kind: integration.kind as MediaServerKind,
    action: actionOf(reported),
    type: reported.type,
    title: reported.title,
    year: reported.year,
    season: reported.type === 'tvshow' && reported.episode !== null ? (reported.season ?? 1) : null,
    episode: reported.type === 'tvshow' ? reported.episode : null,
    rating: reported.rating,
    ids: reported.ids,
    episodeIds: reported.episodeIds,
    serverUser: reported.serverUser,
    playedAt: reported.playedAt,
  };
}

/** What takePlay answers when the integration it was given is a copy the play cannot be recorded on: read it again and call once more. */
export const READ_AGAIN = Symbol('read the integration again');

/**
 * A movie or an episode watched to the end, or a movie stopped part way, matched by ids and
 * recorded in one call to PostgreSQL rather than a transaction of statements (migrations 0034
 * and 0036). Null when no id names the movie or the episode (it is then matched by title, or the
 * episode created); READ_AGAIN when the integration is no longer as the copy has it.
 */
async function recordInOneCall(db: Db, hook: HookIntegration, play: Play): Promise<HookAnswer | typeof READ_AGAIN | null> {
  const { integration } = hook;
  const known = { integrationId: integration.integrationId, secretHash: integration.secretHash ?? '', settings: integration.settings, userId: play.owner.userId, role: play.owner.role };
  const columns = {
    title: play.title.slice(0, 500),
    year: play.year,
    rating: play.rating,
    externalIds: play.ids,
    serverUser: play.serverUser.slice(0, 200),
    dedupeKey: dedupeKey(play, '{media}'),
    playedAt: play.playedAt,
  };
  const outcome =
    play.action === 'episode'
      ? await recordWatchedEpisode(db, known, columns, { ids: play.episodeIds, season: play.season ?? 1, number: play.episode })
      : play.action === 'started'
        ? await recordStartedMovie(db, known, columns)
        : await recordWatchedMovie(db, known, columns);
  if (outcome === 'stale') return READ_AGAIN;
  if (outcome === 'nomatch') return null;
  if (outcome === 'conflict') throw conflict(API_MESSAGES.alreadyInLibrary);
  if (outcome === 'duplicate') return answer('duplicate', 'This play is recorded already');
  if (outcome === 'watched_before') return answer('duplicate', `${episodeLabel(play.season, play.episode)} is already watched in this viewing`);
  if (outcome === 'watching') return answer('ignored', ALREADY_WATCHING);
  if (outcome === 'finished') return answer('duplicate', FINISHED_BY_THIS_PLAY);
  return answer(OUTCOME[play.action], describe(play));
}

export interface TakeOptions {
  lookUp: FillLookUp;
  /** Whether the integration was read from the database for this post, or is the instance's recent copy (hook-cache.ts). */
  fresh: boolean;
}

/**
 * What a media server reported, taken for the integration's owner: filtered by the integration's
 * settings, matched to a catalogue record, and recorded; an item the catalogue lacks is created
 * when the integration allows it, or else waits in its inbox. On a copy of the integration only
 * what one call records (a movie or an episode watched to the end, a movie stopped part way) is
 * recorded (the call checks the copy); anything else that writes answers READ_AGAIN.
 */
export async function takePlay(db: Db, hook: HookIntegration, settings: MediaServerSettings, owner: AuthUser, reported: ReportedPlay, { lookUp, fresh }: TakeOptions): Promise<HookAnswer | typeof READ_AGAIN> {
  const skipped = filteredOut(reported, settings);
  if (skipped) return answer('ignored', skipped);
  const play = toPlay(reported, owner, hook.integration);
  if (play.action !== 'rated') {
    const recorded = await recordInOneCall(db, hook, play);
    // Read afresh, the integration may still change before the call: then the general path takes the play.
    if (recorded !== null && (recorded !== READ_AGAIN || !fresh)) return recorded;
  }
  if (!fresh) return READ_AGAIN;
  const found = await findRecord(db, play);
  if (found.mediaId !== null) return record(db, play, { mediaId: found.mediaId, submediaId: found.submediaId }, null, false);
  if (settings.createUnknown) {
    // The metadata services are asked before the transaction: a slow service never holds locks.
    const fill = await lookUp({ type: play.type, title: play.title, isbn: null, year: play.year }).catch(() => null);
    return record(db, play, { mediaId: 0, submediaId: null }, fill, true);
  }
  const waiting = await insertPlay(db, { ...playValues(play), state: 'inbox', candidates: found.candidates, dedupeKey: dedupeKey(play, null) });
  if (waiting === null) return answer('duplicate', 'This play is waiting in the inbox already');
  return answer('inbox', `${describe(play)}: no record matches, so it waits in the integration's inbox`);
}

function playOfRow(row: PlayRow, owner: AuthUser, kind: MediaServerKind): Play {
  return {
    owner,
    integrationId: row.integrationId,
    kind,
    action: row.action,
    type: row.mediaType,
    title: row.title,
    year: row.year,
    season: row.season,
    episode: row.episode,
    rating: row.rating,
    ids: row.externalIds,
    episodeIds: {},
    serverUser: row.serverUser,
    playedAt: row.playedAt,
  };
}

/**
 * The user's decision on a play in the inbox, as in the imports' review: record it on a record
 * they picked, on one created from the play (and the look-up; queued for the librarians), or
 * skip it. A record of another type than the play's is refused.
 */
export async function resolveInboxPlay(db: Db, owner: AuthUser, integration: IntegrationRow, playId: number, resolution: ImportResolution, lookUp: FillLookUp): Promise<PlayRow> {
  const kind = integration.kind as MediaServerKind;
  const waiting = await findPlay(db, integration.integrationId, playId);
  if (!waiting) throw notFound(MEDIA_SERVER_MESSAGES.inboxItemNotFound);
  const fill = resolution.action === 'create' ? await lookUp({ type: waiting.mediaType, title: waiting.title, isbn: null, year: waiting.year }).catch(() => null) : null;
  return db.transaction(async (tx) => {
    const row = await findPlay(tx, integration.integrationId, playId);
    if (!row) throw notFound(MEDIA_SERVER_MESSAGES.inboxItemNotFound);
    if (row.state !== 'inbox') throw conflict(MEDIA_SERVER_MESSAGES.notWaiting);
    if (resolution.action === 'skip') {
      await updatePlay(tx, playId, { state: 'skipped' });
      return { ...row, state: 'skipped' as const };
    }
    const play = playOfRow(row, owner, kind);
    let mediaId: number;
    if (resolution.action === 'match') {
      const record = await findVisibleMedia(tx, resolution.mediaID, owner);
      if (!record) throw notFound(API_MESSAGES.mediaNotFound);
      if (record.type !== row.mediaType) throw invalid(row.mediaType === 'tvshow' ? 'Pick a TV show for this play' : 'Pick a movie for this play');
      mediaId = record.mediaId;
    } else {
      mediaId = await createRecord(tx, play, fill);
    }
    let usermediaId: number;
    try {
      usermediaId = await applyPlay(tx, play, mediaId, null);
    } catch (error) {
      if (!(error instanceof NothingNew)) throw error;
      // Nothing new for the shelf (watched already): the play is done with all the same.
      await updatePlay(tx, playId, { state: 'skipped', mediaId });
      return { ...row, state: 'skipped' as const, mediaId };
    }
    const submediaId = play.action === 'episode' ? await episodeOf(tx, mediaId, play) : null;
    const changes: Partial<NewPlay> = { state: 'recorded', mediaId, submediaId, usermediaId };
    await updatePlay(tx, playId, changes);
    return { ...row, ...changes, state: 'recorded' as const };
  });
}
