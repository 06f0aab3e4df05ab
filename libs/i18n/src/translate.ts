/** Options of a lookup: `count` picks the plural form, every other value fills its `{{name}}`. */
export type TOptions = Record<string, unknown> & { count?: number; ns?: string };

/** Messages of one namespace in one language, nested by the dots of their keys. */
export type MessageTree = Record<string, unknown>;

/**
 * The value at a dotted key, as i18next finds it: nested objects (`tags.more`), and keys that
 * themselves contain dots at any level (`{ 'a.b': 'x' }`).
 */
export function findMessage(tree: unknown, key: string): string | undefined {
  if (typeof tree !== 'object' || tree === null) return undefined;
  const node = tree as MessageTree;
  const direct = node[key];
  if (typeof direct === 'string') return direct;
  const segments = key.split('.');
  for (let taken = segments.length - 1; taken >= 1; taken -= 1) {
    const child = node[segments.slice(0, taken).join('.')];
    if (typeof child === 'object' && child !== null) {
      const found = findMessage(child, segments.slice(taken).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The keys to try, most specific first: `key_zero` for 0, `key_<plural category>`, `key_other`
 * (a rare form, such as French `many` for a million, a catalogue may leave out), then `key` itself.
 */
export function candidateKeys(key: string, language: string, count: number | undefined): string[] {
  if (typeof count !== 'number') return [key];
  const category = pluralCategory(language, count);
  const keys = [`${key}_${category}`, ...(category === 'other' ? [] : [`${key}_other`]), key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

/** `minimumFractionDigits: 2; style: percent` → `{ minimumFractionDigits: 2, style: 'percent' }`, as i18next reads format options. */
function formatOptions(text: string | undefined): Record<string, string | number | boolean> {
  const options: Record<string, string | number | boolean> = {};
  for (const pair of (text ?? '').split(/[;,]/)) {
    const [name, raw] = pair.split(':').map((part) => part.trim());
    if (!name || raw === undefined) continue;
    options[name] = raw === 'true' ? true : raw === 'false' ? false : raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  }
  return options;
}

/** i18next's built-in formats, by the reader's language: `{{count, number}}`, `{{day, datetime}}`, `{{names, list}}`. */
function formatValue(value: unknown, format: string, language: string): string {
  const [, name, options] = /^(\w+)(?:\((.*)\))?$/.exec(format.trim()) ?? [];
  try {
    switch (name) {
      case 'number':
        return new Intl.NumberFormat(language, formatOptions(options)).format(Number(value));
      case 'datetime':
        return new Intl.DateTimeFormat(language, formatOptions(options)).format(value instanceof Date ? value : new Date(value as string | number));
      case 'list':
        return new Intl.ListFormat(language, formatOptions(options)).format((value as string[]).map(String));
    }
  } catch {
    // A value the format cannot take is shown as it is.
  }
  return String(value);
}

/**
 * Fills every `{{name}}` with its value, and `{{name, format}}` with it formatted for
 * `language`; a placeholder without a value stays as written.
 */
export function interpolate(message: string, options: TOptions | undefined, language = 'en'): string {
  if (!options) return message;
  return message.replace(/\{\{\s*([\w.-]+)\s*(?:,([^}]*))?\}\}/g, (placeholder, name: string, format: string | undefined) => {
    const value = options[name];
    if (value === undefined || value === null) return placeholder;
    if (format) return formatValue(value, format, language);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}

/** `en-US` → `['en-US', 'en']`, then the fallback language if it is not among them. */
export function languageChain(language: string, fallback: string): string[] {
  const chain = [language];
  const base = language.split('-')[0];
  if (base && base !== language) chain.push(base);
  if (!chain.includes(fallback)) chain.push(fallback);
  return chain;
}
