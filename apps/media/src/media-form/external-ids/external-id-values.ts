import { ApiError } from '@shelfmark/api-client';
import { EXTERNAL_SOURCE_LABELS, type ExternalIdsWrite, type ExternalSource, type MediaType } from '@shelfmark/contract';

/** The services that know each type of record, in the order the form lists them. */
export const EXTERNAL_SOURCES_OF: Record<MediaType, ExternalSource[]> = {
  book: ['openlibrary_work', 'openlibrary_edition'],
  movie: ['imdb', 'tmdb_movie'],
  tvshow: ['imdb', 'tmdb_tv', 'tvdb'],
  album: ['musicbrainz_release_group', 'musicbrainz_release'],
  videogame: ['igdb'],
};

interface IdValues {
  externalIds: Partial<Record<ExternalSource, string>>;
  storedExternalIds: Partial<Record<ExternalSource, string>>;
}

/**
 * The ids the save sends: each filled one of the type's services as typed (the contract
 * normalises a pasted link, or refuses it at its field); null for one the record had and the
 * field no longer has; none at all when nothing changes.
 */
export function externalIdsPayload(type: MediaType, { externalIds, storedExternalIds }: IdValues): ExternalIdsWrite | undefined {
  const payload: ExternalIdsWrite = {};
  for (const source of EXTERNAL_SOURCES_OF[type]) {
    const typed = externalIds[source]?.trim() ?? '';
    if (typed !== '') {
      if (typed !== storedExternalIds[source]) payload[source] = typed;
    } else if (storedExternalIds[source]) payload[source] = null;
  }
  return Object.keys(payload).length > 0 ? payload : undefined;
}

/** The key of an id field's message in the form's errors. */
export const externalIdErrorKey = (source: ExternalSource) => `externalIds.${source}`;

export interface ExternalIdConflict {
  source: ExternalSource;
  message: string;
  mediaID: number;
}

const TAKEN = /^That (.+) id already belongs to ".*" \(media (\d+)\)$/s;

/** The server's refusal of an id another record has ("That IMDb id already belongs to "Title" (media N)"), or null. */
export function externalIdConflict(error: unknown, type: MediaType): ExternalIdConflict | null {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  const taken = TAKEN.exec(error.serverMessage);
  const source = taken && EXTERNAL_SOURCES_OF[type].find((candidate) => EXTERNAL_SOURCE_LABELS[candidate] === taken[1]);
  return taken && source ? { source, message: error.serverMessage, mediaID: Number(taken[2]) } : null;
}
