/**
 * What text may be stored (ADR 0029). NUL cannot be held by PostgreSQL's text, and a lone UTF-16
 * surrogate (half of an emoji) has no UTF-8 form: both are refused. The other C0 controls and DEL
 * are invisible and never meant (a paste from a PDF or a terminal), so they are dropped; tab, line
 * feed and carriage return are text (a journal entry keeps its lines).
 */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const STRAY_CONTROLS = /[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/g;

export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain a NUL character or half of an emoji (a lone surrogate); remove it and try again';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

/** No request the API takes nests deeper than a few levels; a deeper one is refused before it is walked. */
const MAX_DEPTH = 32;

/** Whether the text holds a character no stored text may hold. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The text without the invisible control characters stored text drops. */
export function withoutStrayControls(text: string): string {
  return text.replace(STRAY_CONTROLS, '');
}

type Cleaned = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Every string of a parsed request (object keys too), stray controls dropped; not ok, with the
 * message to answer, when one holds an unstorable character or the value nests too deeply.
 * Objects and arrays are rebuilt only where something changed.
 */
export function cleanStoredText(value: unknown, depth = 0): Cleaned {
  if (typeof value === 'string') return isUnstorableText(value) ? { ok: false, message: UNSTORABLE_TEXT_MESSAGE } : { ok: true, value: withoutStrayControls(value) };
  if (depth > MAX_DEPTH && value !== null && typeof value === 'object') return { ok: false, message: TOO_DEEP_MESSAGE };
  if (Array.isArray(value)) {
    let changed = false;
    const items: unknown[] = [];
    for (const item of value) {
      const cleaned = cleanStoredText(item, depth + 1);
      if (!cleaned.ok) return cleaned;
      changed ||= cleaned.value !== item;
      items.push(cleaned.value);
    }
    return { ok: true, value: changed ? items : value };
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const entries: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value)) {
      const cleanKey = cleanStoredText(key);
      if (!cleanKey.ok) return cleanKey;
      const cleanItem = cleanStoredText(item, depth + 1);
      if (!cleanItem.ok) return cleanItem;
      changed ||= cleanKey.value !== key || cleanItem.value !== item;
      entries.push([cleanKey.value as string, cleanItem.value]);
    }
    return { ok: true, value: changed ? Object.fromEntries(entries) : value };
  }
  return { ok: true, value };
}
