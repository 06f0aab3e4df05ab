import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_SECTION,
  DEFAULT_LIBRARY,
  HOME_SECTIONS,
  HomeSectionSchema,
  isHomeSection,
  isLibrary,
  LibrarySchema,
  showsSortSelector,
} from './libraries';
import { librarySelectorOptions } from './shelf-names';

describe('libraries', () => {
  it('accepts the /library?library= values', () => {
    expect(LibrarySchema.options).toEqual(['library', 'watch', 'TBR', 'currentlyReading', 'read', 'DNF', 'recent']);
    expect(LibrarySchema.safeParse('tbr').success).toBe(false);
  });

  it('names the library selector like the status menu, with book words for every medium', () => {
    expect(librarySelectorOptions().map((option) => [option.value, option.label])).toEqual([
      ['library', 'In Library'],
      ['watch', 'Watch List'],
      ['TBR', 'To Be Read'],
      ['currentlyReading', 'Currently Reading'],
      ['read', 'Read'],
      ['DNF', 'Did Not Finish'],
    ]);
  });

  it("names the shelves with the chosen medium's words, and lists Recent only while it is shown", () => {
    expect(librarySelectorOptions('tvshow').map((option) => option.label)).toEqual([
      'In Library',
      'Not Out Yet',
      'To Be Watched',
      'Currently Watching',
      'Seen',
      'Did Not Finish',
    ]);
    expect(librarySelectorOptions('videogame', 'recent').at(-1)).toEqual({ value: 'recent', label: 'Recent' });
    expect(librarySelectorOptions(undefined, 'read').map((option) => option.value)).not.toContain('recent');
  });

  it('shows the sort selector for every shelf but the watch list and recent', () => {
    expect(LibrarySchema.options.filter(showsSortSelector)).toEqual(['library', 'TBR', 'currentlyReading', 'read', 'DNF']);
  });

  it('defaults to the read library and the TBR home section', () => {
    expect(DEFAULT_LIBRARY).toBe('read');
    expect(DEFAULT_HOME_SECTION).toBe('TBR');
  });

  it('labels the home switcher Up Next?, Watch List and Recent, as the spec does', () => {
    expect(HOME_SECTIONS).toEqual([
      { value: 'TBR', label: 'Up Next?' },
      { value: 'watch', label: 'Watch List' },
      { value: 'recent', label: 'Recent' },
    ]);
    expect(HomeSectionSchema.safeParse('read').success).toBe(false);
  });

  it('checks stored values without zod exactly as the schemas do', () => {
    for (const value of ['library', 'watch', 'TBR', 'currentlyReading', 'read', 'DNF', 'recent', 'tbr', 'favorites', '', null, 3, undefined]) {
      expect(isLibrary(value), String(value)).toBe(LibrarySchema.safeParse(value).success);
      expect(isHomeSection(value), String(value)).toBe(HomeSectionSchema.safeParse(value).success);
    }
  });
});
