import { describe, expect, it } from 'vitest';
import { translationDifferences } from './catalogue-parity';

const english = { title: 'Library', shelf: { count_one: '{{count}} item', count_other: '{{count}} items' }, greet: 'Hello {{name}}' };

describe('a translation against its English catalogue', () => {
  it('finds nothing when every message, plural form and placeholder is there', () => {
    const german = { title: 'Bibliothek', shelf: { count_one: 'Ein Eintrag', count_other: '{{count}} Einträge' }, greet: 'Hallo {{name}}' };
    expect(translationDifferences(english, german, 'de')).toEqual([]);
  });

  it('takes Japanese with its one plural form', () => {
    expect(translationDifferences(english, { title: 'ライブラリ', shelf: { count_other: '{{count}} 件' }, greet: 'こんにちは、{{name}}さん' }, 'ja')).toEqual([]);
  });

  it('names a missing message, a missing plural form, another placeholder, an extra and an empty message', () => {
    const french = { title: '', shelf: { count_other: '{{count}} éléments' }, greet: 'Bonjour {{nom}}', extra: 'Plus' };
    expect(translationDifferences(english, french, 'fr')).toEqual([
      'fr: shelf.count_one is missing',
      'fr: greet has {{nom}} instead of {{name}}',
      'fr: extra is not in English',
      'fr: title is empty',
    ]);
    expect(translationDifferences(english, {}, 'es')).toEqual(['es: title is missing', 'es: shelf.count is missing', 'es: greet is missing']);
  });
});
