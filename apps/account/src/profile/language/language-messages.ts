import { registerMessages } from '@shelfmark/i18n';
import en from '../../locales/language.en.json';

registerMessages('account', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../../locales/language.${language}.json`));
