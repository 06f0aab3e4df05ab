import { registerMessages } from '@shelfmark/i18n';
import en from '../locales/integrations.en.json';

// The page's texts travel with its lazy chunk, not with the remote's first load.
registerMessages('account', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/integrations.${language}.json`));
