import { registerMessages } from '@shelfmark/i18n';
import en from '../locales/apps.en.json';

// The page's texts travel with its lazy chunk, not with the remote's first load; they join the
// area's namespace when the chunk loads.
registerMessages('account', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/apps.${language}.json`));
