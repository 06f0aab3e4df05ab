import { idsOf, imdbId, isRecord, momentOf, numericId, percentOf, type ReadPayload, text, UnreadablePayload, whole } from '../media-servers/reported-play';

const PLAYS = new Set(['media.scrobble', 'media.stop', 'media.rate']);

/** Plex's guids, "imdb://tt0133093", "tmdb://603", "tvdb://169": by scheme. */
function guids(metadata: Record<string, unknown>): Map<string, string> {
  const found = new Map<string, string>();
  const list = Array.isArray(metadata['Guid']) ? metadata['Guid'] : [];
  for (const guid of list) {
    const id = isRecord(guid) ? text(guid['id']) : null;
    const match = id ? /^(\w+):\/\/(.+)$/.exec(id) : null;
    if (match?.[1] && match[2]) found.set(match[1].toLowerCase(), match[2]);
  }
  return found;
}

/** A unix time in seconds (Plex's lastViewedAt), as text for momentOf. */
const fromSeconds = (value: unknown) => {
  const seconds = whole(value);
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
};

/**
 * The JSON of a Plex webhook (the `payload` part of its multipart post; support.plex.tv
 * "Webhooks"): media.scrobble is a play to the end (Plex sends it past 90 %), media.stop a
 * stop, media.rate a rating (userRating 0–10, absent when cleared). Movies and episodes; a
 * rated show rates the show. Other events (play, pause, library.new…) are ignored.
 */
export function readPlex(payload: unknown, received: Date): ReadPayload {
  if (!isRecord(payload) || text(payload['event']) === null) throw new UnreadablePayload('A Plex webhook is a JSON payload with an event');
  const event = text(payload['event']) as string;
  if (!PLAYS.has(event)) return { ignored: `Plex's ${event} event records nothing` };
  const metadata = payload['Metadata'];
  const account = payload['Account'];
  if (!isRecord(metadata) || !isRecord(account)) throw new UnreadablePayload(`The Plex ${event} event carries no Metadata or Account`);
  const user = text(account['title']);
  if (user === null) throw new UnreadablePayload('The Plex webhook names no account (Account.title)');
  const type = text(metadata['type']);
  const isEpisode = type === 'episode';
  if (type !== 'movie' && !isEpisode && !(type === 'show' && event === 'media.rate')) return { ignored: `A Plex ${type ?? 'nameless'} item is neither a movie nor an episode` };
  const title = text(isEpisode ? metadata['grandparentTitle'] : metadata['title']);
  if (title === null) throw new UnreadablePayload(isEpisode ? 'The Plex episode names no show (grandparentTitle)' : 'The Plex item has no title');
  const ids = guids(metadata);
  const imdb = imdbId(ids.get('imdb') ?? null);
  const tmdb = numericId(ids.get('tmdb') ?? null);
  const tvdb = numericId(ids.get('tvdb') ?? null);
  let rating: number | null = null;
  if (event === 'media.rate') {
    const given = Number(metadata['userRating']);
    if (!Number.isFinite(given) || given <= 0) return { ignored: 'A rating cleared in Plex changes nothing here' };
    rating = Math.min(10, Math.max(1, Math.round(given)));
  }
  if (isEpisode && event === 'media.rate') return { ignored: 'Ratings of single episodes are not recorded; rate the show' };
  const percent = percentOf(whole(metadata['viewOffset']), whole(metadata['duration']));
  // Past 90 % Plex sends media.scrobble for the play, and then media.stop for the same play.
  if (event === 'media.stop' && percent !== null && percent >= 90) return { ignored: 'Plex records a play past 90% with media.scrobble' };
  const episodeNumber = isEpisode ? whole(metadata['index']) : null;
  if (isEpisode && episodeNumber === null) throw new UnreadablePayload('The Plex episode has no number (index)');
  return {
    play: {
      event: event === 'media.scrobble' ? 'finished' : event === 'media.stop' ? 'stopped' : 'rated',
      type: type === 'movie' ? 'movie' : 'tvshow',
      title,
      // An episode's year is when it aired, not the show's: no help in finding the show.
      year: isEpisode ? null : whole(metadata['year']),
      season: isEpisode ? whole(metadata['parentIndex']) : null,
      episode: episodeNumber,
      ids: isEpisode ? {} : idsOf([['imdb', imdb], [type === 'movie' ? 'tmdb_movie' : 'tmdb_tv', tmdb], ['tvdb', tvdb]]),
      episodeIds: isEpisode ? idsOf([['imdb', imdb], ['tmdb_episode', tmdb], ['tvdb_episode', tvdb]]) : {},
      percent,
      rating,
      serverUser: user,
      serverUserId: text(account['id']),
      library: text(metadata['librarySectionTitle']),
      playedAt: event === 'media.scrobble' ? momentOf(fromSeconds(metadata['lastViewedAt']), received) : received,
    },
  };
}
