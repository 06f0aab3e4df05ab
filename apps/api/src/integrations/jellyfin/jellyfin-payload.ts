import { flag, idsOf, imdbId, isRecord, momentOf, numericId, percentOf, type ReadPayload, text, UnreadablePayload, whole } from '../media-servers/reported-play';

/**
 * A post of the Jellyfin webhook plugin (jellyfin/jellyfin-plugin-webhook), from the template the
 * Integrations page gives (JELLYFIN_TEMPLATE) or with "Send All Properties": the same names
 * either way (Helpers/DataObjectHelpers.cs), values as text or typed. Playback Stop of a movie or
 * an episode is a play; any other notification or item type is ignored.
 */
export function readJellyfin(body: unknown, received: Date): ReadPayload {
  if (!isRecord(body) || text(body['NotificationType']) === null) throw new UnreadablePayload('A Jellyfin webhook is JSON with a NotificationType');
  const notification = text(body['NotificationType']);
  if (notification !== 'PlaybackStop') return { ignored: `Jellyfin's ${notification} notification records nothing; only Playback Stop does` };
  const itemType = text(body['ItemType']);
  if (itemType !== 'Movie' && itemType !== 'Episode') return { ignored: `A ${itemType ?? 'nameless'} item is neither a movie nor an episode` };
  const user = text(body['NotificationUsername']);
  if (user === null) throw new UnreadablePayload('The Jellyfin webhook names no user (NotificationUsername)');
  const name = text(body['Name']);
  const episode = itemType === 'Episode';
  const title = episode ? text(body['SeriesName']) : name;
  if (title === null) throw new UnreadablePayload(episode ? 'The Jellyfin webhook names no series (SeriesName)' : 'The Jellyfin webhook names no movie (Name)');
  const imdb = imdbId(text(body['Provider_imdb']));
  const tmdb = numericId(text(body['Provider_tmdb']));
  const tvdb = numericId(text(body['Provider_tvdb']));
  const season = whole(body['SeasonNumber']);
  const number = whole(body['EpisodeNumber']);
  if (episode && number === null) throw new UnreadablePayload('The Jellyfin webhook gives no EpisodeNumber for the episode');
  return {
    play: {
      event: flag(body['PlayedToCompletion']) ? 'finished' : 'stopped',
      type: episode ? 'tvshow' : 'movie',
      title,
      year: whole(body['Year']),
      season: episode ? season : null,
      episode: episode ? number : null,
      // An episode's provider ids are the episode's own, not the show's.
      ids: episode ? {} : idsOf([['imdb', imdb], ['tmdb_movie', tmdb], ['tvdb', tvdb]]),
      episodeIds: episode ? idsOf([['imdb', imdb], ['tmdb_episode', tmdb], ['tvdb_episode', tvdb]]) : {},
      percent: percentOf(whole(body['PlaybackPositionTicks']), whole(body['RunTimeTicks'])),
      rating: null,
      serverUser: user,
      serverUserId: text(body['UserId']),
      // Sent by the plugin's releases that know libraries (AddLibraryItemData); absent before.
      library: text(body['LibraryNameByMaxPath']),
      playedAt: momentOf(body['UtcTimestamp'], received),
    },
  };
}
