import { registerMessages } from '@shelfmark/i18n';
import en from '../locales/offline.en.json';

// The offline notice's texts travel with the offline chunk (after the first screen), not with the
// shell's first load; the service worker keeps that chunk and its catalogues for offline starts.
registerMessages('shell', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/offline.${language}.json`));
