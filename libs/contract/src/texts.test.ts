import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { genreById, genreLabel, GENRES } from './genre-list';
import { HOME_SECTION_LABELS, HOME_SECTIONS } from './library-values';
import { MEDIA_TYPE_LABELS, MEDIA_TYPE_VALUES, mediaTypeLabel, mediaTypeFromPlural } from './media-type-info';
import { MEDIA_WORDS, mediaWords, progressRangeMessage } from './media-words';
import { CALL_PREFIXES, MESSAGES } from './messages';
import { STATUS_LABELS, statusLabel } from './status-labels';
import { setTextTranslator } from './texts';

/** The catalogue's English, as the constants spell it. */
function englishTexts() {
  return {
    messages: { ...MESSAGES },
    callPrefixes: { ...CALL_PREFIXES },
    status: STATUS_LABELS,
    mediaType: MEDIA_TYPE_LABELS,
    words: Object.fromEntries(
      MEDIA_TYPE_VALUES.map((type) => {
        const { unit, reading, released } = MEDIA_WORDS[type];
        return [
          type,
          {
            unit: { ...unit },
            reading: { ...reading },
            released,
            progressRange: progressRangeMessage(type),
          },
        ];
      }),
    ),
    homeSections: { ...HOME_SECTION_LABELS },
    genres: Object.fromEntries(GENRES.map((genre) => [String(genre.id), genre.name])),
  };
}

describe("the contract's spec texts", () => {
  afterEach(() => setTextTranslator((_key, english) => english));

  it('are the catalogue src/locales/en.json, which translators translate', () => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, 'locales/en.json'), 'utf8'));
    expect(file).toEqual(englishTexts());
  });

  it('read in the reader language once a translator is set, by their catalogue keys', () => {
    const german: Record<string, string> = {
      'messages.shelfEmpty': 'Dieses Regal ist leer',
      'status.book.read': 'Gelesen',
      'mediaType.movie': 'Film',
      'words.book.unit.other': 'Seiten',
    };
    setTextTranslator((key, english) => german[key] ?? english);
    expect(MESSAGES.shelfEmpty).toBe('Dieses Regal ist leer');
    expect(MESSAGES.endOfShelf).toBe("You've reached the end of the shelf");
    expect(statusLabel('book', 'read')).toBe('Gelesen');
    expect(mediaTypeLabel('movie')).toBe('Film');
    german['homeSections.TBR'] = 'Als Nächstes?';
    german['genres.9'] = 'Horror (de)';
    expect(HOME_SECTIONS[0]!.label).toBe('Als Nächstes?');
    expect(genreLabel(genreById(9)!)).toBe('Horror (de)');
    expect(genreById(9)!.name).toBe('horror');
    expect(mediaWords('book').unit).toEqual({ one: 'page', other: 'Seiten' });
    // The plural type name is a URL value and stays as the spec writes it.
    expect(mediaTypeFromPlural('Movies')).toBe('movie');
  });
});
