import { registerMessages } from '@shelfmark/i18n';
import en from '../../locales/release-reminders.en.json';

// The section's texts join the area's namespace with the profile's chunk.
registerMessages('account', { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../../locales/release-reminders.${language}.json`));
