import type { Language } from '@shelfmark/i18n';

/** Each language by its own name, as a reader looking for theirs recognises it (the profile's choice only). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};
