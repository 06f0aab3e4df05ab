import type { LookupResult } from '@shelfmark/contract';
import { genreIdsFor } from '../../media/genre-names';
import { coverPathFor, emptyResult, isoDay, type MetadataService } from './common';

const LABEL = 'MusicBrainz';
const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Release {
  id: string;
  title?: string;
  date?: string;
  'track-count'?: number;
  'artist-credit'?: { name?: string; artist?: { name?: string } }[];
  'release-group'?: { id?: string; 'primary-type'?: string };
  tags?: { name?: string }[];
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
      headers: { 'user-agent': context.userAgent, accept: 'application/json' },
      timeoutMs: config.timeoutMs,
    });
    const groups = new Set<string>();
    const results: LookupResult[] = [];
    for (const release of data?.releases ?? []) {
      const group = release['release-group']?.id ?? release.id;
      if (!release.title || groups.has(group) || !MBID.test(release.id)) continue;
      groups.add(group);
      results.push({
        ...emptyResult('musicbrainz', release.id, 'album', release.title),
        creators: (release['artist-credit'] ?? []).flatMap((credit) => {
          const name = credit.name ?? credit.artist?.name;
          return name ? [name] : [];
        }),
        publication: isoDay(release.date),
        // numPages holds an album's songs.
        numPages: release['track-count'] ?? null,
        genreIDs: genreIdsFor((release.tags ?? []).flatMap((tag) => (tag.name ? [tag.name] : []))),
        coverUrl: coverPathFor('musicbrainz', release.id),
      });
    }
    return results.slice(0, 10);
  },
  coverAddress: (coverId, { config }) => (MBID.test(coverId) ? `${config.coverArtArchiveUrl}/release/${coverId}/front-500` : null),
};
