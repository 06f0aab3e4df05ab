import { type EpisodeExternalIds, type EpisodeExternalSource, type ExternalIds, type ExternalSource, normaliseExternalId } from '@shelfmark/contract';

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
