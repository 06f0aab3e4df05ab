import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, i18n, initI18n, registerMessages } from './index';

describe('message catalogue', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
  });

  it('serves registered messages by namespace', () => {
    registerMessages('test-area', { en: { greeting: 'Hello {{name}}' } });
    expect(i18n.t('greeting', { ns: 'test-area', name: 'Ada' })).toBe('Hello Ada');
  });

  it('falls back to English for a missing translation', async () => {
    registerMessages('test-area', { en: { only: 'English only' }, fr: {} });
    await i18n.changeLanguage('fr');
    expect(i18n.t('only', { ns: 'test-area' })).toBe('English only');
    await i18n.changeLanguage('en');
  });

  it('formats numbers and dates by locale', async () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate(new Date(Date.UTC(2026, 10, 22, 12)), { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 22, 2026');
    await i18n.changeLanguage('de');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    await i18n.changeLanguage('en');
  });
});
