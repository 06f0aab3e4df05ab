import { describe, expect, it } from 'vitest';
import { MEDIA_TYPE_VALUES } from './media-type-info';
import { capitalized, countedWord, mediaWords, progressRangeMessage, unitCount, wordValues } from './media-words';
import { VALIDATION_MESSAGES } from './validation/messages';

describe('media words', () => {
  it('counts progress in pages, minutes, episodes, tracks and missions', () => {
    expect(MEDIA_TYPE_VALUES.map((type) => mediaWords(type).unit.other)).toEqual(['pages', 'minutes', 'episodes', 'tracks', 'missions']);
    expect(countedWord(mediaWords('tvshow').unit, 1)).toBe('episode');
    expect(countedWord(mediaWords('tvshow').unit, 0)).toBe('episodes');
    expect(unitCount('book', 1)).toBe('1 page');
    expect(unitCount('album', 12)).toBe('12 tracks');
  });

  it('calls a reading a viewing, a listen or a playthrough where it is not a book', () => {
    expect(MEDIA_TYPE_VALUES.map((type) => mediaWords(type).reading.one)).toEqual(['reading', 'viewing', 'viewing', 'listen', 'playthrough']);
    expect(capitalized(mediaWords('album').reading.other)).toBe('Listens');
  });

  it('gives the words as message values', () => {
    expect(wordValues('tvshow')).toEqual({ unit: 'episode', Unit: 'Episode', units: 'episodes', reading: 'viewing', readings: 'viewings', Reading: 'Viewing', Readings: 'Viewings' });
  });

  it("refuses a progress in the medium's unit, a book's as the server says it", () => {
    expect(progressRangeMessage('book')).toBe(VALIDATION_MESSAGES.progressRange);
    expect(progressRangeMessage('tvshow')).toBe('Progress must be an episode number from 0 to the number of episodes');
  });

  it('says Released for films, and keeps the spec\'s First Published and Published', () => {
    expect(mediaWords('movie').released).toBe('Released');
    expect(mediaWords('book').released).toBe('First Published');
    expect(mediaWords('videogame').released).toBe('Published');
  });
});
