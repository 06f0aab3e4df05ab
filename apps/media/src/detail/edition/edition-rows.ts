import { type Media, mediaWords, releaseDateFormat } from '@shelfmark/contract';
import { formatDate, type TFunction } from '@shelfmark/i18n';

export interface EditionRow {
  label: string;
  value: string;
}

/** A movie's length in minutes as hours and minutes, e.g. 116 -> { hours: 1, minutes: 56 }. */
export function splitLength(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Video games keep their players in seasons: 1 is single player, anything else multi. */
export function isSinglePlayer(media: Pick<Media, 'seasons'>): boolean {
  return media.seasons === 1;
}

/** The release date as precisely as it was entered: "1813", "June 1813" or "Jun 14, 1813". */
function dateOf(media: Pick<Media, 'publication' | 'publicationPrecision'>): string | null {
  return media.publication ? formatDate(media.publication, releaseDateFormat(media.publicationPrecision)) : null;
}

/** The rows of the edition box for the item's type; albums list their songs instead. */
export function editionRows(media: Media, t: TFunction): EditionRow[] {
  const none = t('edition.none');
  const genre = media.genres.map((item) => item.genreNAME).join(', ');
  const row = (key: string, value: string | number | null | undefined): EditionRow => ({
    label: t(`edition.${key}`),
    value: value === null || value === undefined || value === '' ? none : String(value),
  });
  // First Published, Released or Published, by medium.
  const released: EditionRow = { label: mediaWords(media.type).released, value: dateOf(media) ?? none };
  switch (media.type) {
    case 'book':
      return [row('isbn', media.isbn), row('pages', media.numPages), released, row('genre', genre)];
    case 'tvshow': {
      const run = media.startyear === null ? null : t('edition.runValue', { start: media.startyear, end: media.endyear ?? t('edition.present') });
      return [
        row('seasons', media.seasons),
        row('episodes', media.numEpisodes ?? media.numPages),
        row('run', run),
        row('parentGuide', media.parentguide),
        row('genre', genre),
      ];
    }
    case 'movie': {
      const length = media.numPages === null ? null : t('edition.lengthValue', splitLength(media.numPages));
      return [row('length', length), row('parentGuide', media.parentguide), released, row('genre', genre)];
    }
    case 'videogame':
      return [
        released,
        row('model', t(isSinglePlayer(media) ? 'edition.singlePlayer' : 'edition.multiPlayer')),
        row('genre', genre),
      ];
    case 'album':
      return [released, row('genre', genre)];
  }
}
