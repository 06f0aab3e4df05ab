import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_SECTION,
  DEFAULT_LIBRARY,
  HOME_SECTIONS,
  HomeSectionSchema,
  isHomeSection,
  isLibrary,
  LIBRARY_SELECTOR_OPTIONS,
  LibrarySchema,
  showsSortSelector,
} from './libraries';

describe('libraries', () => {
  it('accepts the /library?library= values', () => {
    expect(LibrarySchema.options).toEqual(['library', 'watch', 'TBR', 'read', 'DNF', 'recent']);
    expect(LibrarySchema.safeParse('tbr').success).toBe(false);
  });

  it('labels the library selector', () => {
    expect(LIBRARY_SELECTOR_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      ['library', 'Library'],
      ['watch', 'Waiting'],
      ['TBR', 'TBR'],
      ['read', 'Read'],
      ['DNF', 'DNF'],
    ]);
  });

  it('shows the sort selector only for library, read, TBR and DNF', () => {
    expect(LibrarySchema.options.filter(showsSortSelector)).toEqual(['library', 'TBR', 'read', 'DNF']);
  });

  it('defaults to the read library and the TBR home section', () => {
    expect(DEFAULT_LIBRARY).toBe('read');
    expect(DEFAULT_HOME_SECTION).toBe('TBR');
  });

  it('labels the home switcher Up Next?, Watch List and Recent', () => {
    expect(HOME_SECTIONS).toEqual([
      { value: 'TBR', label: 'Up Next?' },
      { value: 'watch', label: 'Watch List' },
      { value: 'recent', label: 'Recent' },
    ]);
    expect(HomeSectionSchema.safeParse('read').success).toBe(false);
  });

  it('checks stored values without zod exactly as the schemas do', () => {
    for (const value of ['library', 'watch', 'TBR', 'read', 'DNF', 'recent', 'tbr', 'favorites', '', null, 3, undefined]) {
      expect(isLibrary(value), String(value)).toBe(LibrarySchema.safeParse(value).success);
      expect(isHomeSection(value), String(value)).toBe(HomeSectionSchema.safeParse(value).success);
    }
  });
});
