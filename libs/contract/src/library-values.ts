// The libraries and Home sections without their zod schemas (libraries.ts adds them), so code
// that only needs these values does not load zod (docs/adr/0019-first-screen.md).
import { translatable } from './texts';

/** The values of /library?library=. */
export const LIBRARY_VALUES = ['library', 'watch', 'TBR', 'currentlyReading', 'read', 'DNF', 'recent'] as const;
export type Library = (typeof LIBRARY_VALUES)[number];

export const DEFAULT_LIBRARY = 'read' satisfies Library;

/** Whether a stored or typed value is one of the libraries; LibrarySchema accepts the same. */
export function isLibrary(value: unknown): value is Library {
  return (LIBRARY_VALUES as readonly unknown[]).includes(value);
}

export interface LibraryOption {
  value: Library;
  label: string;
}

const SORTABLE_LIBRARIES: readonly Library[] = ['library', 'read', 'TBR', 'currentlyReading', 'DNF'];

export function showsSortSelector(library: Library): boolean {
  return SORTABLE_LIBRARIES.includes(library);
}

/** The home screen switcher, remembered under the homepageLibraySelection key. */
export const HOME_SECTION_VALUES = ['TBR', 'watch', 'recent'] as const satisfies readonly Library[];
export type HomeSection = (typeof HOME_SECTION_VALUES)[number];

export const DEFAULT_HOME_SECTION = 'TBR' satisfies HomeSection;

/** Whether a stored value is one of the Home sections; HomeSectionSchema accepts the same. */
export function isHomeSection(value: unknown): value is HomeSection {
  return (HOME_SECTION_VALUES as readonly unknown[]).includes(value);
}

/**
 * Home's switcher keeps the spec's names: 'Up Next?' asks what comes next, it is not a shelf's
 * name; Watch List and Recent are (written out so Home loads no status labels).
 */
export const HOME_SECTION_LABELS = /* @__PURE__ */ translatable('homeSections', { TBR: 'Up Next?', watch: 'Watch List', recent: 'Recent' } satisfies Record<HomeSection, string>);

export const HOME_SECTIONS: readonly { value: HomeSection; readonly label: string }[] = /* @__PURE__ */ HOME_SECTION_VALUES.map((value) => ({
  value,
  get label() {
    return HOME_SECTION_LABELS[value];
  },
}));

