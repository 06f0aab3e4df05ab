import { registerMessages } from '@shelfmark/i18n';
import en from '../locales/auth.en.json';

// The sign-in and register forms' texts travel with the auth screen's chunk, not with the shell's
// first load; they join the shell's namespace when it loads (the shell keeps `auth.checking`).
registerMessages('shell', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/auth.${language}.json`));
