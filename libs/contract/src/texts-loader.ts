/**
 * The contract texts' catalogue of one language other than English (English is the constants
 * themselves), its own chunk per language; for the web app only, the API never loads it.
 */
export const loadContractTexts = (language: string) => import(/* webpackInclude: /[\\/][a-z]{2}(-[A-Z]{2})?\.json$/ */ /* webpackExclude: /[\\/]en\.json$/ */ `./locales/${language}.json`);
