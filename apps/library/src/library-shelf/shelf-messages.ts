import { registerMessages } from '@shelfmark/i18n';
import en from '../locales/shelf.en.json';

// The /library screen's texts travel with its chunk, not with Home's first load (Home keeps `shelf.loading`).
registerMessages('library', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/shelf.${language}.json`));
