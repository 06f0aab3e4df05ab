import { registerMessages } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE, en } from './en';

/**
 * Each language's file named on its own rather than through a template import: the bundler's map
 * of a template import would be a chunk of its own on Home's first load (the design system is in
 * the start chunk, its translations are not).
 */
const TRANSLATIONS: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  de: () => import('../locales/de.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  ja: () => import('../locales/ja.json'),
  'pt-BR': () => import('../locales/pt-BR.json'),
};

registerMessages(DESIGN_SYSTEM_NAMESPACE, { en }, (language) => TRANSLATIONS[language]?.() ?? Promise.reject(new Error(`No ${language} catalogue`)));
