import { registerMessages } from '@shelfmark/i18n';
import en from '../locales/admin.en.json';

// The screen's texts travel with its lazy chunk, not with the remote's first load.
registerMessages('account', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/admin.${language}.json`));
