// The spec's texts the contract keeps as constants (MESSAGES, CALL_PREFIXES, status, type and
// media words) read through one translator, which the web app sets to its message catalogue
// (namespace `contract`, files src/locales/<language>.json); the API never sets it and so always
// speaks the spec's English. Imports nothing, like limits.ts, so any screen can read it.

/** Answers the text of `key` in the reader's language, or `english` where none is translated. */
export type TextTranslator = (key: string, english: string, values?: Record<string, unknown>) => string;

const slot: { translate: TextTranslator } = ((globalThis as { [key: symbol]: { translate: TextTranslator } | undefined })[
  Symbol.for('shelfmark.contract.texts')
] ??= { translate: (_key, english) => english });

/** Set once by the web app; every copy of the contract in the page reads the same translator. */
export function setTextTranslator(translate: TextTranslator): void {
  slot.translate = translate;
}

/** A spec text by its catalogue key, in the reader's language. */
export function text(key: string, english: string, values?: Record<string, unknown>): string {
  return slot.translate(key, english, values);
}

/**
 * `texts` with each property read through the translator as `<group>.<name>`, so
 * `MESSAGES.shelfEmpty` is the reader's language wherever it is read.
 */
export function translatable<const T extends Record<string, string>>(group: string, texts: T): T {
  const result = {} as T;
  for (const [name, english] of Object.entries(texts)) {
    Object.defineProperty(result, name, { enumerable: true, get: () => text(`${group}.${name}`, english) });
  }
  return Object.freeze(result);
}
