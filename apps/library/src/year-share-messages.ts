import { registerMessages } from '@shelfmark/i18n';
import en from './locales/year-share.en.json';

// The texts of the year in review, the calendar and share links travel with their lazy screens,
// not with Home's first load; they join the area's namespace when the first of them loads.
registerMessages('library', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `./locales/year-share.${language}.json`));
