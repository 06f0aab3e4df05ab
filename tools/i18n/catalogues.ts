import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/** The languages every English catalogue is translated into (libs/i18n/src/languages.ts). */
export const TRANSLATED_LANGUAGES = ['de', 'fr', 'es', 'pt-BR', 'ja'] as const;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flatten(tree: unknown, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else if (typeof value === 'object' && value !== null) Object.assign(flat, flatten(value, `${prefix}${key}.`));
  }
  return flat;
}

/** The names of a message's `{{name}}` and `{{name, format}}` placeholders. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] as string))].sort();
}

/** The plural forms a language's counts need (those whole numbers up to 1000 reach), `other` always. */
function neededForms(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  const forms = new Set(['other']);
  for (let count = 0; count <= 1000; count += 1) forms.add(rules.select(count));
  return forms;
}

/** A catalogue's messages by key, plural forms grouped under their key: `tag` → { one, other }. */
function grouped(flat: Record<string, string>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, message] of Object.entries(flat)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    if (!groups.has(base)) groups.set(base, new Map());
    groups.get(base)?.set(form, message);
  }
  return groups;
}

const groupPlaceholders = (forms: Map<string, string>) => [...new Set([...forms.values()].flatMap(placeholders))].sort().join(', ');

/**
 * What is wrong with one translation of an English catalogue: keys missing or extra, plural
 * forms the language needs missing or forms it has none of, placeholders not the English ones,
 * messages left empty where the English has text.
 */
export function compareCatalogues(english: Record<string, string>, translated: Record<string, string>, language: string): string[] {
  const problems: string[] = [];
  const source = grouped(english);
  const target = grouped(translated);
  const allowed = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  for (const [key, forms] of source) {
    const theirs = target.get(key);
    if (!theirs) {
      problems.push(`missing ${key}`);
      continue;
    }
    const plural = !forms.has('');
    if (plural) {
      const needed = neededForms(language);
      if (forms.has('zero')) needed.add('zero');
      for (const form of needed) if (!theirs.has(form)) problems.push(`missing ${key}_${form}`);
      for (const form of theirs.keys()) {
        if (form === '' || (!allowed.has(form as Intl.LDMLPluralRule) && !(form === 'zero' && forms.has('zero')))) problems.push(`extra ${form ? `${key}_${form}` : key}`);
      }
    } else if (theirs.size > 1 || !theirs.has('')) {
      problems.push(`${key} has plural forms, the English has none`);
    }
    if (groupPlaceholders(forms) !== groupPlaceholders(theirs)) {
      problems.push(`${key}: placeholders {${groupPlaceholders(theirs)}} instead of {${groupPlaceholders(forms)}}`);
    }
  }
  for (const key of target.keys()) if (!source.has(key)) problems.push(`extra ${key}`);
  for (const [key, message] of Object.entries(translated)) if (message.trim() === '' && english[key]?.trim() !== '') problems.push(`empty ${key}`);
  return problems;
}

export interface EnglishCatalogue {
  /** The English file, relative to the workspace. */
  file: string;
  messages: Record<string, string>;
  /** Where a language's file is: the English one's sibling `<prefix><language>.json`. */
  translation: (language: string) => string;
}

/** Every `*en.json` catalogue under apps/<app>/src and libs/<lib>/src. */
export function englishCatalogues(root: string): EnglishCatalogue[] {
  const catalogues: EnglishCatalogue[] = [];
  for (const group of ['apps', 'libs']) {
    for (const project of readdirSync(join(root, group))) {
      const src = join(root, group, project, 'src');
      let files: string[];
      try {
        files = readdirSync(src, { recursive: true, encoding: 'utf8' });
      } catch {
        continue;
      }
      for (const file of files.filter((name) => /(^|[\\/.])en\.json$/.test(name) && !name.includes('node_modules'))) {
        const path = join(src, file);
        const prefix = basename(path).slice(0, -'en.json'.length);
        catalogues.push({
          file: relative(root, path),
          messages: flatten(JSON.parse(readFileSync(path, 'utf8'))),
          translation: (language) => join(dirname(path), `${prefix}${language}.json`),
        });
      }
    }
  }
  return catalogues;
}

/** Each problem of every translation of `catalogue`, as `<file>: <problem>`. */
export function checkCatalogue(catalogue: EnglishCatalogue, read: (path: string) => string = (path) => readFileSync(path, 'utf8')): string[] {
  const problems: string[] = [];
  for (const language of TRANSLATED_LANGUAGES) {
    const path = catalogue.translation(language);
    let text: string;
    try {
      text = read(path);
    } catch {
      problems.push(`${catalogue.file}: no ${language} translation (${basename(path)})`);
      continue;
    }
    for (const problem of compareCatalogues(catalogue.messages, flatten(JSON.parse(text)), language)) problems.push(`${basename(path)} beside ${catalogue.file}: ${problem}`);
  }
  return problems;
}
