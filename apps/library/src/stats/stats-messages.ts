import { registerMessages } from '@shelfmark/i18n';
import en from '../locales/stats.en.json';

// The stats screen's texts travel with its lazy chunk, not with Home's first load; they join the
// area's namespace when it loads (Home keeps `stats.loadFailed` for its progress panel).
registerMessages('library', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/stats.${language}.json`));
