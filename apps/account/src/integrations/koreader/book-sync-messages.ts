import { registerMessages } from '@shelfmark/i18n';
import en from '../../locales/book-sync.en.json';

// The sections' texts join the area's namespace when their chunk loads.
registerMessages('account', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../../locales/book-sync.${language}.json`));
