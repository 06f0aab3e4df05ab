import { registerMessages } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE, en } from './en';

registerMessages(DESIGN_SYSTEM_NAMESPACE, { en }, (language) => import(`../locales/${language}.json`));
