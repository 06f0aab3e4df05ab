import { releaseDateValue, type LookupResult } from '@shelfmark/contract';
import { seasonsFrom } from '../episodes/episode-drafts';
import type { MediaFormValues } from '../form-values';

const text = (value: number | string | null, kept: string) => (value === null || value === '' ? kept : String(value));

/** The match's release date as precisely as the service gave it, or the typed one when it gives none. */
function release(values: MediaFormValues, match: LookupResult): Pick<MediaFormValues, 'publication' | 'publicationPrecision'> {
  if (!match.publication) return { publication: values.publication, publicationPrecision: values.publicationPrecision };
  const precision = match.publicationPrecision ?? 'day';
  return { publication: releaseDateValue(match.publication, precision), publicationPrecision: precision };
}

/**
 * The episodes or songs a match lists (a work asked for by its id), as seasons; the typed ones
 * when it lists none. Their numbers are the new record's to give.
 */
export function episodesFromMatch(values: MediaFormValues, match: LookupResult): MediaFormValues['episodes'] {
  if (!match.submedia || match.submedia.length === 0) return values.episodes;
  return seasonsFrom(match.submedia.map((item) => ({ ...item, overallnum: null, season: values.type === 'album' ? null : item.season })));
}

/**
 * The form's fields filled from a chosen match: what the match knows replaces what was typed,
 * fields it leaves empty keep their value. Creators and the cover come separately (they need
 * calls: the creator search, the cover proxy), as do a show's episodes and an album's songs
 * (one more look-up). Only the fields the type's form shows are set; its ids are kept to send.
 */
export function fillFromMatch(values: MediaFormValues, match: LookupResult): MediaFormValues {
  const filled: MediaFormValues = {
    ...values,
    title: match.title || values.title,
    description: text(match.description, values.description),
    genreIDs: match.genreIDs.length > 0 ? [...match.genreIDs] : values.genreIDs,
    externalIds: { ...values.externalIds, ...match.externalIds },
    episodes: episodesFromMatch(values, match),
  };
  switch (values.type) {
    case 'book':
      return { ...filled, isbn: text(match.isbn, values.isbn), ...release(values, match), numPages: text(match.numPages, values.numPages) };
    case 'movie':
    case 'videogame':
      return { ...filled, ...release(values, match), numPages: text(match.numPages, values.numPages) };
    case 'tvshow':
      return {
        ...filled,
        seasons: text(match.seasons, values.seasons),
        startyear: text(match.startyear, values.startyear),
        endyear: text(match.endyear, values.endyear),
        numEpisodes: text(match.numEpisodes ?? match.numPages, values.numEpisodes),
      };
    case 'album':
      return { ...filled, ...release(values, match) };
    case null:
      return filled;
  }
}
