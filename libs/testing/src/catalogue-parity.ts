import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The languages every area ships beside English, each in `<prefix><language>.json` next to `<prefix>en.json`. */
export const TRANSLATED_LANGUAGES = ['de', 'fr', 'es', 'pt-BR', 'ja'] as const;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (typeof value === 'object' && value !== null) Object.assign(flat, flatten(value as Record<string, unknown>, path));
  }
  return flat;
}

/** Per message (plural forms taken together): its forms and the names of its placeholders. */
function messagesOf(tree: Record<string, unknown>): Map<string, { forms: Set<string>; placeholders: string[] }> {
  const messages = new Map<string, { forms: Set<string>; placeholders: Set<string> }>();
  for (const [path, text] of Object.entries(flatten(tree))) {
    const form = PLURAL_SUFFIX.exec(path)?.[1] ?? '';
    const base = form ? path.slice(0, -form.length - 1) : path;
    const message = messages.get(base) ?? { forms: new Set<string>(), placeholders: new Set<string>() };
    message.forms.add(form);
    for (const match of text.matchAll(/\{\{\s*([\w.-]+)/g)) message.placeholders.add(match[1] ?? '');
    messages.set(base, message);
  }
  return new Map([...messages].map(([base, { forms, placeholders }]) => [base, { forms, placeholders: [...placeholders].sort() }]));
}

/** The plural forms a language needs, of those English writes: Japanese only `other`, the others `one` and `other`. */
function neededForms(language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return ['one', 'other'].filter((form) => categories.includes(form as Intl.LDMLPluralRule));
}

/**
 * What a translation lacks or adds against its English catalogue: missing or extra messages,
 * missing plural forms, different placeholders, empty texts. One line each; none when it matches.
 */
export function translationDifferences(english: Record<string, unknown>, translation: Record<string, unknown>, language: string): string[] {
  const source = messagesOf(english);
  const target = messagesOf(translation);
  const differences: string[] = [];
  for (const [key, message] of source) {
    const translated = target.get(key);
    if (!translated) {
      differences.push(`${language}: ${key} is missing`);
      continue;
    }
    const plural = !message.forms.has('');
    const forms = plural ? neededForms(language) : [''];
    for (const form of forms) if (!translated.forms.has(form)) differences.push(`${language}: ${key}${form ? `_${form}` : ''} is missing`);
    if (translated.placeholders.join() !== message.placeholders.join()) differences.push(`${language}: ${key} has {{${translated.placeholders.join('}}, {{')}}} instead of {{${message.placeholders.join('}}, {{')}}}`);
  }
  for (const key of target.keys()) if (!source.has(key)) differences.push(`${language}: ${key} is not in English`);
  for (const [path, text] of Object.entries(flatten(translation))) if (text.trim() === '') differences.push(`${language}: ${path} is empty`);
  return differences;
}

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** Every English catalogue (`*en.json`) of a locales folder against each of its translations; a missing file is one difference. */
export function catalogueDifferences(localesFolder: string): string[] {
  const englishFiles = readdirSync(localesFolder).filter((name) => name.endsWith('en.json'));
  return englishFiles.flatMap((file) => {
    const prefix = file.slice(0, -'en.json'.length);
    const english = readJson(join(localesFolder, file));
    return TRANSLATED_LANGUAGES.flatMap((language) => {
      const name = `${prefix}${language}.json`;
      if (!readdirSync(localesFolder).includes(name)) return [`${name} is missing`];
      return translationDifferences(english, readJson(join(localesFolder, name)), language).map((line) => `${name} ${line}`);
    });
  });
}
