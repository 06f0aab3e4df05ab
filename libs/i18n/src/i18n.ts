import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** A namespace's messages per language, e.g. `{ en: { title: 'Library' } }`. */
export type Messages = Record<string, Record<string, unknown>>;

/**
 * The one i18next instance of the page. i18next is a shared singleton in Module
 * Federation, so every remote that registers its messages here adds to the same catalogue.
 */
export const i18n = i18next;

// Messages registered before init (an area module imported early) wait here.
const pending: [namespace: string, messages: Messages][] = [];

function addBundles(namespace: string, messages: Messages) {
  for (const [language, resources] of Object.entries(messages)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

export async function initI18n(options: { lng?: string } = {}): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: options.lng ?? (typeof navigator === 'undefined' ? 'en' : navigator.language),
    fallbackLng: 'en',
    supportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    resources: {},
  });
  for (const [namespace, messages] of pending.splice(0)) addBundles(namespace, messages);
}

/**
 * Adds an area's messages to the catalogue. Each area (a remote, the shell, a lib) owns
 * one namespace and ships its own texts, so a team redeploying its remote ships its texts too.
 */
export function registerMessages(namespace: string, messages: Messages): void {
  if (i18n.isInitialized) addBundles(namespace, messages);
  else pending.push([namespace, messages]);
}
