import { candidateKeys, findMessage, interpolate, languageChain, type MessageTree, type TOptions } from './translate';

export type { TOptions } from './translate';

/** A namespace's messages per language, e.g. `{ en: { title: 'Library' } }`. */
export type Messages = Record<string, Record<string, unknown>>;

/** Translates a key of one namespace: `t('tags.more', { count: 3 })`. */
export type TFunction = (key: string, options?: TOptions) => string;

/** Every lookup falls back to English, the language every area ships. */
const FALLBACK_LANGUAGE = 'en';
const DEFAULT_NAMESPACE = 'translation';

interface CatalogueState {
  /** language → namespace → messages. */
  messages: Map<string, Map<string, MessageTree>>;
  listeners: Set<() => void>;
  language: string;
  initialized: boolean;
}

/**
 * One catalogue in the page, kept on the global object: this lib is a federation singleton, and
 * should a second copy ever run (a remote's own fallback copy, a test that reloads modules), its
 * areas still register into and read from the same messages and language.
 */
const state: CatalogueState = ((globalThis as { [key: symbol]: CatalogueState | undefined })[Symbol.for('shelfmark.i18n')] ??= {
  messages: new Map(),
  listeners: new Set(),
  language: FALLBACK_LANGUAGE,
  initialized: false,
});

const isTree = (value: unknown): value is MessageTree => typeof value === 'object' && value !== null;

/**
 * `source` laid over `target` as new objects along the keys both have; neither is changed and
 * the rest is shared, so a catalogue registered once (every area's, at start) is kept as it is,
 * without copying it.
 */
function merged(target: MessageTree, source: MessageTree): MessageTree {
  const result: MessageTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = isTree(value) && isTree(existing) ? merged(existing, value) : value;
  }
  return result;
}

function translate(lng: string, namespace: string, key: string, options?: TOptions): string {
  for (const code of languageChain(lng, FALLBACK_LANGUAGE)) {
    const tree = state.messages.get(code)?.get(namespace);
    if (!tree) continue;
    for (const candidate of candidateKeys(key, code, options?.count)) {
      const message = findMessage(tree, candidate);
      if (message !== undefined) return interpolate(message, options, lng);
    }
  }
  // As i18next did: a missing message shows its key, which tests and reviewers notice.
  return key;
}

function setLanguage(next: string): void {
  if (next === state.language) return;
  state.language = next;
  for (const listener of state.listeners) listener();
}

/**
 * The page's message catalogue, with the part of i18next's instance API the apps and their
 * tests use: `t` (namespace in `options.ns`), `getFixedT`, `language`, `changeLanguage`.
 */
export const i18n = {
  get language(): string {
    return state.language;
  },
  get isInitialized(): boolean {
    return state.initialized;
  },
  t(key: string, options?: TOptions): string {
    return translate(state.language, options?.ns ?? DEFAULT_NAMESPACE, key, options);
  },
  getFixedT(lng: string | null, namespace: string): TFunction {
    return (key, options) => translate(lng ?? state.language, options?.ns ?? namespace, key, options);
  },
  async changeLanguage(lng: string): Promise<void> {
    setLanguage(lng);
  },
};

/** Starts the catalogue in the reader's language (the browser's), once; later calls change nothing. */
export async function initI18n(options: { lng?: string } = {}): Promise<void> {
  if (state.initialized) return;
  state.initialized = true;
  setLanguage(options.lng ?? (typeof navigator === 'undefined' ? FALLBACK_LANGUAGE : navigator.language));
}

/**
 * Adds an area's messages to the catalogue, before or after `initI18n`. Each area (a remote,
 * the shell, a lib) owns one namespace and ships its own texts, so a team redeploying its
 * remote ships its texts too.
 */
export function registerMessages(namespace: string, messages: Messages): void {
  for (const [code, resources] of Object.entries(messages)) {
    let namespaces = state.messages.get(code);
    if (!namespaces) state.messages.set(code, (namespaces = new Map()));
    const registered = namespaces.get(namespace);
    namespaces.set(namespace, registered ? merged(registered, resources) : resources);
  }
}

/** For `useT`: told when the language changes. */
export function subscribeToLanguage(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

export const currentLanguage = (): string => state.language;
