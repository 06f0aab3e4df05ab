import { flag, idsOf, imdbId, isRecord, momentOf, numericId, percentOf, type ReadPayload, text, UnreadablePayload, whole } from '../media-servers/reported-play';

/** Emby's ProviderIds keys vary in case ("Tmdb", "IMDB"): read them case-blind. */
function providerIds(item: Record<string, unknown>): Map<string, string | null> {
  const ids = isRecord(item['ProviderIds']) ? item['ProviderIds'] : {};
  return new Map(Object.entries(ids).map(([key, value]) => [key.toLowerCase(), text(value)]));
}

/**
 * A post of Emby's webhooks (Settings → Notifications → Webhooks), JSON or a form with the JSON
 * in `data`: playback.stop is a play (to the end when PlaybackInfo.PlayedToCompletion),
 * item.markplayed a finished one. Movies and episodes; other events and items are ignored.
 */
export function readEmby(body: unknown, received: Date): ReadPayload {
  if (!isRecord(body) || text(body['Event']) === null) throw new UnreadablePayload('An Emby webhook is JSON with an Event');
  const event = text(body['Event']) as string;
  if (event !== 'playback.stop' && event !== 'item.markplayed') return { ignored: `Emby's ${event} event records nothing` };
  const item = body['Item'];
  const user = body['User'];
  if (!isRecord(item) || !isRecord(user)) throw new UnreadablePayload(`The Emby ${event} event carries no Item or User`);
  const userName = text(user['Name']);
  if (userName === null) throw new UnreadablePayload('The Emby webhook names no user (User.Name)');
  const type = text(item['Type']);
  if (type !== 'Movie' && type !== 'Episode') return { ignored: `An Emby ${type ?? 'nameless'} item is neither a movie nor an episode` };
  const episode = type === 'Episode';
  const title = text(episode ? item['SeriesName'] : item['Name']);
  if (title === null) throw new UnreadablePayload(episode ? 'The Emby episode names no series (SeriesName)' : 'The Emby item has no Name');
  const number = episode ? whole(item['IndexNumber']) : null;
  if (episode && number === null) throw new UnreadablePayload('The Emby episode has no IndexNumber');
  const ids = providerIds(item);
  const imdb = imdbId(ids.get('imdb') ?? null);
  const tmdb = numericId(ids.get('tmdb') ?? null);
  const tvdb = numericId(ids.get('tvdb') ?? null);
  const playback = isRecord(body['PlaybackInfo']) ? body['PlaybackInfo'] : {};
  const finished = event === 'item.markplayed' || flag(playback['PlayedToCompletion']);
  return {
    play: {
      event: finished ? 'finished' : 'stopped',
      type: episode ? 'tvshow' : 'movie',
      title,
      // An episode's ProductionYear is its own; the show's is not sent.
      year: episode ? null : whole(item['ProductionYear']),
      season: episode ? whole(item['ParentIndexNumber']) : null,
      episode: number,
      ids: episode ? {} : idsOf([['imdb', imdb], ['tmdb_movie', tmdb], ['tvdb', tvdb]]),
      episodeIds: episode ? idsOf([['imdb', imdb], ['tmdb_episode', tmdb], ['tvdb_episode', tvdb]]) : {},
      percent: percentOf(whole(playback['PositionTicks']), whole(item['RunTimeTicks'])),
      rating: null,
      serverUser: userName,
      serverUserId: text(user['Id']),
      library: null,
      playedAt: momentOf(body['Date'], received),
    },
  };
}
