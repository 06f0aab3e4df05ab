import { z } from 'zod';

/** The values of /library?library=. */
export const LIBRARY_VALUES = ['library', 'watch', 'TBR', 'read', 'DNF', 'recent'] as const;

export const LibrarySchema = z.enum(LIBRARY_VALUES);
export type Library = z.infer<typeof LibrarySchema>;

export const DEFAULT_LIBRARY = 'read' satisfies Library;

export interface LibraryOption {
  value: Library;
  label: string;
}

/** The library selector; 'recent' is only reached from the home screen. */
export const LIBRARY_SELECTOR_OPTIONS: readonly LibraryOption[] = [
  { value: 'library', label: 'Library' },
  { value: 'watch', label: 'Waiting' },
  { value: 'TBR', label: 'TBR' },
  { value: 'read', label: 'Read' },
  { value: 'DNF', label: 'DNF' },
];

const SORTABLE_LIBRARIES: readonly Library[] = ['library', 'read', 'TBR', 'DNF'];

export function showsSortSelector(library: Library): boolean {
  return SORTABLE_LIBRARIES.includes(library);
}

/** The home screen switcher, remembered under the homepageLibraySelection key. */
export const HOME_SECTION_VALUES = ['TBR', 'watch', 'recent'] as const satisfies readonly Library[];

export const HomeSectionSchema = z.enum(HOME_SECTION_VALUES);
export type HomeSection = z.infer<typeof HomeSectionSchema>;

export const DEFAULT_HOME_SECTION = 'TBR' satisfies HomeSection;

export const HOME_SECTIONS: readonly { value: HomeSection; label: string }[] = [
  { value: 'TBR', label: 'Up Next?' },
  { value: 'watch', label: 'Watch List' },
  { value: 'recent', label: 'Recent' },
];
