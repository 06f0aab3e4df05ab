import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, matchLanguage, storedLanguage, storeLanguage } from './languages';

describe('matchLanguage', () => {
  it('takes an exact match, case aside', () => {
    expect(matchLanguage(['ja'])).toBe('ja');
    expect(matchLanguage(['pt-br'])).toBe('pt-BR');
  });

  it('takes the same base language for a regional one', () => {
    expect(matchLanguage(['de-AT'])).toBe('de');
    expect(matchLanguage(['pt-PT'])).toBe('pt-BR');
    expect(matchLanguage(['fr-CA', 'en'])).toBe('fr');
  });

  it('tries each wanted language in order, then English', () => {
    expect(matchLanguage(['nl-NL', 'nl', 'es-MX'])).toBe('es');
    expect(matchLanguage(['nl', 'pl'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
  });
});

describe('the kept language', () => {
  afterEach(() => localStorage.clear());

  it('is read back as it was stored', () => {
    storeLanguage('ja');
    expect(storedLanguage()).toBe('ja');
  });

  it('ignores a value that is not a shipped language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(storedLanguage()).toBeUndefined();
  });
});
