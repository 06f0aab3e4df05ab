// The words that fit each medium, beside the spec's status labels (status-labels.ts): what
// progress counts, what one go through an item is called and how its date is named. Without zod,
// so Home and the detail page can read it (docs/adr/0019-first-screen.md, docs/adr/0027-words-and-covers.md).
import type { MediaType } from './media-type-info';
import { text } from './texts';

/** A word in the singular and the plural, lower case. */
export interface CountedWord {
  one: string;
  other: string;
}

export interface MediaWords {
  /** What numPages and progress count: pages, minutes, episodes, tracks or missions. */
  unit: CountedWord;
  /** One time through the item: a reading, viewing, listen or playthrough. */
  reading: CountedWord;
  /** The edition box's name for the publication date. */
  released: string;
}

const word = (one: string, other = `${one}s`): CountedWord => ({ one, other });

/** The words in English (the catalogue's `words.<type>.*`). */
export const MEDIA_WORDS: Record<MediaType, MediaWords> = {
  book: { unit: word('page'), reading: word('reading'), released: 'First Published' },
  movie: { unit: word('minute'), reading: word('viewing'), released: 'Released' },
  tvshow: { unit: word('episode'), reading: word('viewing'), released: 'Released' },
  album: { unit: word('track'), reading: word('listen'), released: 'Released' },
  videogame: { unit: word('mission'), reading: word('playthrough'), released: 'Published' },
};

export function mediaWords(type: MediaType): MediaWords {
  const { unit, reading, released } = MEDIA_WORDS[type];
  const key = `words.${type}`;
  return {
    unit: word(text(`${key}.unit.one`, unit.one), text(`${key}.unit.other`, unit.other)),
    reading: word(text(`${key}.reading.one`, reading.one), text(`${key}.reading.other`, reading.other)),
    released: text(`${key}.released`, released),
  };
}

/** 'page' or 'pages' for 1 or any other count. */
export function countedWord(counted: CountedWord, count: number): string {
  return count === 1 ? counted.one : counted.other;
}

/** A count in the medium's unit: '1 page', '62 episodes', '1,200 tracks' (`format` writes the number). */
export function unitCount(type: MediaType, count: number, format: (count: number) => string = String): string {
  return `${format(count)} ${countedWord(mediaWords(type).unit, count)}`;
}

export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The medium's words as message values: {{unit}}, {{Unit}} and {{units}} ('episode', 'Episode', 'episodes'),
 * {{reading}} and {{readings}} ('viewing', 'viewings'), and {{Reading}} and {{Readings}} to
 * start a sentence or a heading.
 */
export function wordValues(type: MediaType) {
  const { unit, reading } = mediaWords(type);
  return {
    unit: unit.one,
    Unit: capitalized(unit.one),
    units: unit.other,
    reading: reading.one,
    readings: reading.other,
    Reading: capitalized(reading.one),
    Readings: capitalized(reading.other),
  };
}

/**
 * Why a typed progress was refused, in the medium's unit; for a book it is the server's
 * message (VALIDATION_MESSAGES.progressRange).
 */
export function progressRangeMessage(type: MediaType): string {
  const unit = MEDIA_WORDS[type].unit;
  const article = /^[aeiou]/.test(unit.one) ? 'an' : 'a';
  return text(`words.${type}.progressRange`, `Progress must be ${article} ${unit.one} number from 0 to the number of ${unit.other}`);
}
