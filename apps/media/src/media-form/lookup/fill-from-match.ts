import type { LookupResult } from '@shelfmark/contract';
import type { MediaFormValues } from '../form-values';

const text = (value: number | string | null, kept: string) => (value === null || value === '' ? kept : String(value));

/**
 * The form's fields filled from a chosen match: what the match knows replaces what was typed,
 * fields it leaves empty keep their value. Creators and the cover come separately (they need
 * calls: the creator search, the cover proxy). Only the fields the type's form shows are set.
 */
export function fillFromMatch(values: MediaFormValues, match: LookupResult): MediaFormValues {
  const filled: MediaFormValues = {
    ...values,
    title: match.title || values.title,
    description: text(match.description, values.description),
    genreIDs: match.genreIDs.length > 0 ? [...match.genreIDs] : values.genreIDs,
  };
  switch (values.type) {
    case 'book':
      return { ...filled, isbn: text(match.isbn, values.isbn), publication: text(match.publication, values.publication), numPages: text(match.numPages, values.numPages) };
    case 'movie':
    case 'videogame':
      return { ...filled, publication: text(match.publication, values.publication), numPages: text(match.numPages, values.numPages) };
    case 'tvshow':
      return {
        ...filled,
        seasons: text(match.seasons, values.seasons),
        startyear: text(match.startyear, values.startyear),
        endyear: text(match.endyear, values.endyear),
        numEpisodes: text(match.numEpisodes ?? match.numPages, values.numEpisodes),
      };
    case 'album':
      return { ...filled, publication: text(match.publication, values.publication) };
    case null:
      return filled;
  }
}
