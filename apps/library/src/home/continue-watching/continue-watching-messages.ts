import { registerMessages } from '@shelfmark/i18n';
import en from '../../locales/continue-watching.en.json';

// The row's texts travel with its chunk (continue-watching-gate.tsx), not with Home's first load.
registerMessages('library', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../../locales/continue-watching.${language}.json`));
