import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatList, formatNumber, i18n, initI18n, registerMessages, useT } from './index';

describe('message catalogue', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
  });

  it('serves registered messages by namespace', () => {
    registerMessages('test-area', { en: { greeting: 'Hello {{name}}' } });
    expect(i18n.t('greeting', { ns: 'test-area', name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.getFixedT('en', 'test-area')('greeting', { name: 'Grace' })).toBe('Hello Grace');
  });

  it('adds to a namespace registered before, keeping its other messages', () => {
    const first = { en: { a: { one: 'One' } } };
    registerMessages('merged', first);
    registerMessages('merged', { en: { a: { two: 'Two' } } });
    // The catalogues passed in stay as they were (they are the areas' imported JSON).
    expect(first).toEqual({ en: { a: { one: 'One' } } });
    expect(i18n.t('a.one', { ns: 'merged' })).toBe('One');
    expect(i18n.t('a.two', { ns: 'merged' })).toBe('Two');
  });

  it('picks the plural form by count', () => {
    registerMessages('plurals', { en: { tag_one: '{{count}} more tag', tag_other: '{{count}} more tags', plain: '+{{count}}' } });
    expect(i18n.t('tag', { ns: 'plurals', count: 1 })).toBe('1 more tag');
    expect(i18n.t('tag', { ns: 'plurals', count: 0 })).toBe('0 more tags');
    expect(i18n.t('plain', { ns: 'plurals', count: 4 })).toBe('+4');
  });

  it('shows the key of a missing message', () => {
    expect(i18n.t('nowhere.to.be.found', { ns: 'test-area' })).toBe('nowhere.to.be.found');
  });

  it('falls back to English for a missing translation', async () => {
    registerMessages('test-area', { en: { only: 'English only', both: 'Both' }, fr: { both: 'Les deux' } });
    await i18n.changeLanguage('fr-CA');
    expect(i18n.t('only', { ns: 'test-area' })).toBe('English only');
    expect(i18n.t('both', { ns: 'test-area' })).toBe('Les deux');
    await i18n.changeLanguage('en');
  });

  it('formats numbers and dates by locale', async () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate(new Date(Date.UTC(2026, 10, 22, 12)), { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 22, 2026');
    expect(formatList(['.zip', '.csv'], 'disjunction')).toBe('.zip or .csv');
    await i18n.changeLanguage('de');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatList(['.zip', '.csv'], 'disjunction')).toBe('.zip oder .csv');
    await i18n.changeLanguage('en');
  });

  it('renders components again when the language changes', async () => {
    registerMessages('screen', { en: { title: 'Library' }, de: { title: 'Bibliothek' } });
    function Title() {
      const t = useT('screen');
      return <h1>{t('title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Library');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('heading')).toHaveTextContent('Bibliothek');
    await act(() => i18n.changeLanguage('en'));
  });
});
