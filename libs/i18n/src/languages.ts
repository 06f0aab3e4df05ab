/** The languages Shelfmark ships, English first: every area's catalogue exists in each. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Where the reader's choice is kept in the browser, so signed-out screens and the first paint use it. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The shipped language that best fits the reader's list (navigator.languages, most wanted
 * first): an exact match, else the same base language (`de-AT` → `de`, `pt-PT` → `pt-BR`),
 * trying each wanted language in turn before English.
 */
export function matchLanguage(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const sameBase = LANGUAGES.find((language) => language.split('-')[0] === base);
    if (sameBase) return sameBase;
  }
  return 'en';
}

/** The language kept in this browser, if any (storage may be unavailable or hold junk). */
export function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page.
  }
}

/** The reader's language before anyone chose one: kept here, else the browser's. */
export function initialLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return storedLanguage() ?? matchLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
