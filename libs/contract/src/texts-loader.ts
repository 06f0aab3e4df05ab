/**
 * The contract texts' catalogue of one language other than English (English is the constants
 * themselves), its own chunk per language; for the web app only, the API never loads it.
 */
export const loadContractTexts = (language: string) => import(`./locales/${language}.json`);
