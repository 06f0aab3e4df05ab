import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_VALUES } from '../../libs/contract/src/access/account';
import { en as designSystemEnglish } from '../../libs/design-system/src/i18n/en';
import { LANGUAGES } from '../../libs/i18n/src/languages';
import { checkCatalogue, compareCatalogues, englishCatalogues, flatten, placeholders, TRANSLATED_LANGUAGES } from './catalogues';

const root = join(import.meta.dirname, '../..');

describe('compareCatalogues', () => {
  it('accepts a translation with the same keys and placeholders', () => {
    expect(compareCatalogues({ title: 'Library', greet: 'Hi {{name}}' }, { title: 'Bibliothek', greet: 'Hallo {{name}}' }, 'de')).toEqual([]);
  });

  it('names missing and extra keys', () => {
    expect(compareCatalogues({ a: 'A', b: 'B' }, { a: 'A', c: 'C' }, 'de')).toEqual(['missing b', 'extra c']);
  });

  it('names a placeholder renamed or dropped', () => {
    expect(compareCatalogues({ page: 'Page {{page}} of {{total}}' }, { page: 'Seite {{seite}} von {{total}}' }, 'de')).toEqual([
      'page: placeholders {seite, total} instead of {page, total}',
    ]);
  });

  it("asks for the plural forms of the translation's language, not English's", () => {
    const english = { tag_one: '{{count}} tag', tag_other: '{{count}} tags' };
    expect(compareCatalogues(english, { tag_other: '{{count}} 個のタグ' }, 'ja')).toEqual([]);
    expect(compareCatalogues(english, { tag_one: '{{count}} タグ', tag_other: '{{count}} 個のタグ' }, 'ja')).toEqual(['extra tag_one']);
    expect(compareCatalogues(english, { tag_other: '{{count}} Tags' }, 'de')).toEqual(['missing tag_one']);
    // French `many` (a million) is allowed, not needed: the lookup falls back to `other`.
    expect(compareCatalogues(english, { tag_one: '{{count}} tag', tag_other: '{{count}} tags' }, 'fr')).toEqual([]);
  });

  it('names a message left empty, a plural form too, but not one empty in English', () => {
    const english = { title: 'Library', tag_one: '{{count}} tag', tag_other: '{{count}} tags', spacer: '' };
    expect(compareCatalogues(english, { title: ' ', tag_one: '{{count}} Tag', tag_other: '', spacer: '' }, 'de')).toEqual(['empty title', 'empty tag_other']);
  });

  it('reads format options as part of the placeholder, not its name', () => {
    expect(placeholders('{{count, number}} of {{ total }}')).toEqual(['count', 'total']);
  });
});

describe('the languages', () => {
  it('are the same list in the web app, the API and this check', () => {
    expect(LANGUAGE_VALUES).toEqual(LANGUAGES);
    expect(['en', ...TRANSLATED_LANGUAGES]).toEqual(LANGUAGES);
  });
});

describe('every catalogue', () => {
  it('finds the English catalogues of the shell, the remotes and the libs', () => {
    const files = englishCatalogues(root).map((catalogue) => catalogue.file);
    expect(files).toEqual(expect.arrayContaining(['apps/shell/src/locales/en.json', 'apps/library/src/locales/year-share.en.json', 'libs/contract/src/locales/en.json']));
  });

  it.each(englishCatalogues(root).map((catalogue) => [catalogue.file, catalogue] as const))('%s is translated into every language', (_file, catalogue) => {
    expect(checkCatalogue(catalogue)).toEqual([]);
  });

  it("libs/design-system's English (en.ts) is translated into every language", () => {
    const catalogue = {
      file: 'libs/design-system/src/i18n/en.ts',
      messages: flatten(designSystemEnglish),
      translation: (language: string) => join(root, 'libs/design-system/src/locales', `${language}.json`),
    };
    expect(checkCatalogue(catalogue)).toEqual([]);
  });
});
