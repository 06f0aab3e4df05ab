import { type EpisodeExternalIds, type MediaType, type EpisodeExternalSource, type ExternalIds, type ExternalSource, normaliseExternalId } from '@shelfmark/contract';

type Raw = string | number | null | undefined;

/** The ids a file gives, as Shelfmark stores them; an id that is not one of its source's is left out. */
export function externalIdsOf(raw: Partial<Record<ExternalSource, Raw>>): ExternalIds {
  const ids: ExternalIds = {};
  for (const [source, value] of Object.entries(raw) as [ExternalSource, Raw][]) {
    const id = value === null || value === undefined ? null : normaliseExternalId(source, String(value));
    if (id !== null) ids[source] = id;
  }
  return ids;
}

/** An episode's ids likewise. */
export function episodeExternalIdsOf(raw: Partial<Record<EpisodeExternalSource, Raw>>): EpisodeExternalIds {
  const ids: EpisodeExternalIds = {};
  for (const [source, value] of Object.entries(raw) as [EpisodeExternalSource, Raw][]) {
    const id = value === null || value === undefined ? null : normaliseExternalId(source, String(value));
    if (id !== null) ids[source] = id;
  }
  return ids;
}

/**
 * An item's id at the service a tracker took it from (Ryot's and Yamtrack's `source`), where
 * Shelfmark keeps that service: TMDB (a film or a show), TheTVDB (shows), IGDB, Open Library (a
 * key names a work or an edition by its last letter). Other sources (MyAnimeList, Audible,
 * manual entries…) have no place among the ids.
 */
export function idsAtSource(source: string | null | undefined, id: Raw, type: MediaType): ExternalIds {
  switch (source?.toLowerCase()) {
    case 'tmdb':
      return externalIdsOf(type === 'tvshow' ? { tmdb_tv: id } : type === 'movie' ? { tmdb_movie: id } : {});
    case 'tvdb':
      return externalIdsOf(type === 'tvshow' ? { tvdb: id } : {});
    case 'igdb':
      return externalIdsOf({ igdb: id });
    case 'openlibrary':
      return externalIdsOf({ openlibrary_work: id, openlibrary_edition: id });
    default:
      return {};
  }
}
