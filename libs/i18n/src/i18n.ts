import { initialLanguage, matchLanguage } from './languages';
import { candidateKeys, findMessage, interpolate, languageChain, type MessageTree, type TOptions } from './translate';

export type { TOptions } from './translate';

/** A namespace's messages per language, e.g. `{ en: { title: 'Library' } }`. */
export type Messages = Record<string, Record<string, unknown>>;

/**
 * Loads one catalogue file of an area in one language, by the file convention
 * `src/locales/<prefix><language>.json`: `(language) => import(\`./locales/${language}.json\`)`.
 * The bundler makes each language its own chunk, so a reader loads only theirs.
 */
export type CatalogueLoader = (language: string) => Promise<{ default: MessageTree } | MessageTree>;

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
  /** namespace → the loaders of its catalogue files, one per file prefix. */
  loaders: Map<string, CatalogueLoader[]>;
  /** loader → language → its load, `settled` once the file is in (or known to be missing). */
  loads: Map<CatalogueLoader, Map<string, { promise: Promise<void>; settled: boolean }>>;
  /** `language namespace` → the one promise Suspense waits on until all its files are in. */
  waits: Map<string, Promise<void>>;
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
  loaders: new Map(),
  loads: new Map(),
  waits: new Map(),
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
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === state.language) return;
  state.language = next;
  for (const listener of state.listeners) listener();
}

function load(namespace: string, loader: CatalogueLoader, language: string) {
  let byLanguage = state.loads.get(loader);
  if (!byLanguage) state.loads.set(loader, (byLanguage = new Map()));
  let entry = byLanguage.get(language);
  if (!entry) {
    const started = { settled: false, promise: Promise.resolve() };
    started.promise = loader(language)
      .then(
        (module) => registerMessages(namespace, { [language]: ('default' in module ? module.default : module) as MessageTree }),
        // A file not translated yet (or a failed fetch): English stands in for its texts.
        () => undefined,
      )
      .finally(() => {
        started.settled = true;
      });
    byLanguage.set(language, (entry = started));
  }
  return entry;
}

/**
 * Until a namespace's catalogue of `language` has loaded: a promise (the same one while it
 * lasts, for Suspense), then undefined. English is in every bundle and never waits.
 */
export function catalogueLoading(namespace: string, language: string = state.language): Promise<void> | undefined {
  if (language === FALLBACK_LANGUAGE) return undefined;
  const pending = (state.loaders.get(namespace) ?? []).map((loader) => load(namespace, loader, language)).filter((entry) => !entry.settled);
  const key = `${language} ${namespace}`;
  if (pending.length === 0) {
    state.waits.delete(key);
    return undefined;
  }
  let wait = state.waits.get(key);
  if (!wait) {
    wait = Promise.all(pending.map((entry) => entry.promise)).then(() => undefined);
    state.waits.set(key, wait);
  }
  return wait;
}

/** Every registered namespace's catalogue in `language`, loaded. */
function loadAll(language: string): Promise<unknown> {
  return Promise.all([...state.loaders.keys()].map((namespace) => catalogueLoading(namespace, language)));
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
  /** Switches once every registered area's catalogue of the language is in, so no screen shows English meanwhile. */
  async changeLanguage(lng: string): Promise<void> {
    const next = matchLanguage([lng]);
    await loadAll(next);
    setLanguage(next);
  },
};

/**
 * Starts the catalogue in the reader's language (`lng`, else the one kept in this browser, else
 * the browser's best match), once; later calls change nothing. `<html lang>` follows it.
 */
export async function initI18n(options: { lng?: string } = {}): Promise<void> {
  if (state.initialized) return;
  state.initialized = true;
  setLanguage(options.lng ? matchLanguage([options.lng]) : initialLanguage());
  await loadAll(state.language);
}

/**
 * Adds an area's messages, and the loader of its other languages' files to the catalogue, before or after `initI18n`. Each area (a remote,
 * the shell, a lib) owns one namespace and ships its own texts, so a team redeploying its
 * remote ships its texts too.
 */
export function registerMessages(namespace: string, messages: Messages, loader?: CatalogueLoader): void {
  if (loader) {
    const loaders = state.loaders.get(namespace) ?? [];
    if (!loaders.includes(loader)) state.loaders.set(namespace, [...loaders, loader]);
    for (const key of state.waits.keys()) if (key.endsWith(` ${namespace}`)) state.waits.delete(key);
    // Fetched now, in the reader's language, while the area's code still loads.
    if (state.initialized) void catalogueLoading(namespace);
  }
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
