import { MAX_SUBMEDIA, type LookupResult, type LookupSubmedia } from '@shelfmark/contract';
import { genreIdsFor } from '../../media/genre-names';
import { coverPathFor, datedPublication, emptyResult, idsOf, minutesOrNull, type MetadataService, type ServiceContext } from './common';

const LABEL = 'MusicBrainz';
const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Track {
  position?: number;
  title?: string;
  /** Milliseconds. */
  length?: number | null;
  recording?: { title?: string; length?: number | null };
}
interface Release {
  id: string;
  title?: string;
  date?: string;
  'track-count'?: number;
  'artist-credit'?: { name?: string; artist?: { name?: string } }[];
  'release-group'?: { id?: string; 'primary-type'?: string };
  tags?: { name?: string }[];
  /** With inc=recordings: each disc or side, in order, with its tracks. */
  media?: { position?: number; tracks?: Track[] }[];
}

const headers = (context: ServiceContext) => ({ 'user-agent': context.userAgent, accept: 'application/json' });

function toResult(release: Release): LookupResult {
  const group = release['release-group']?.id;
  return {
    ...emptyResult('musicbrainz', release.id, 'album', release.title ?? ''),
    creators: (release['artist-credit'] ?? []).flatMap((credit) => {
      const name = credit.name ?? credit.artist?.name;
      return name ? [name] : [];
    }),
    ...datedPublication(release.date),
    // numPages holds an album's songs.
    numPages: release['track-count'] ?? null,
    genreIDs: genreIdsFor((release.tags ?? []).flatMap((tag) => (tag.name ? [tag.name] : []))),
    coverUrl: coverPathFor('musicbrainz', release.id),
    externalIds: idsOf({ musicbrainz_release: release.id, musicbrainz_release_group: group }),
  };
}

/** Every disc's tracks in order, numbered across the discs. */
function tracksOf(release: Release): LookupSubmedia[] {
  const media = [...(release.media ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const tracks = media.flatMap((medium) => [...(medium.tracks ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)));
  return tracks.slice(0, MAX_SUBMEDIA).map((track, index) => ({
    title: track.title?.trim() || track.recording?.title?.trim() || `Track ${index + 1}`,
    overallnum: index + 1,
    season: null,
    episode: null,
    airDate: null,
    runtime: minutesOrNull(track.length ?? track.recording?.length, 'ms'),
    externalIds: {},
  }));
}

/** Albums by title from the release search (one result per release group), covers from the Cover Art Archive. */
export const musicBrainz: MetadataService = {
  service: 'musicbrainz',
  label: LABEL,
  unconfigured: () => null,
  async search(request, context) {
    const { config } = context;
    const data = await context.json<{ releases?: Release[] }>({
      url: `${config.musicBrainzUrl}/ws/2/release?query=${encodeURIComponent(request.q ?? '')}&fmt=json&limit=15`,
      headers: headers(context),
      timeoutMs: config.timeoutMs,
    });
    const groups = new Set<string>();
    const results: LookupResult[] = [];
    for (const release of data?.releases ?? []) {
      const group = release['release-group']?.id ?? release.id;
      if (!release.title || groups.has(group) || !MBID.test(release.id)) continue;
      groups.add(group);
      results.push(toResult(release));
    }
    return results.slice(0, 10);
  },
  /** A release with its tracks: the release look-up with inc=recordings (and its artists, group and tags). */
  async work(id, context) {
    if (!MBID.test(id)) return null;
    const { config } = context;
    const release = await context.json<Release>({
      url: `${config.musicBrainzUrl}/ws/2/release/${id}?inc=recordings+artist-credits+release-groups+tags&fmt=json`,
      headers: headers(context),
      timeoutMs: config.timeoutMs,
    });
    if (!release?.title) return null;
    const submedia = tracksOf(release);
    return { ...toResult(release), numPages: submedia.length || (release['track-count'] ?? null), submedia };
  },
  coverAddress: (coverId, { config }) => (MBID.test(coverId) ? `${config.coverArtArchiveUrl}/release/${coverId}/front-500` : null),
};
