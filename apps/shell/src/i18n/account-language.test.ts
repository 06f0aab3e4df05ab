import { i18n, initI18n } from '@shelfmark/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyAccountLanguage } from './account-language';

const getAccountLanguage = vi.hoisted(() => vi.fn());
vi.mock('@shelfmark/api-client/account', () => ({ getAccountLanguage }));

describe("following the account's language", () => {
  beforeAll(() => initI18n({ lng: 'en' }));
  afterEach(async () => {
    localStorage.removeItem('language');
    await i18n.changeLanguage('en');
  });

  it('switches this browser to the language chosen in the profile and keeps it here', async () => {
    getAccountLanguage.mockResolvedValue({ language: 'fr' });
    await applyAccountLanguage();
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('leaves the browser language alone while none is chosen, or when the call fails', async () => {
    getAccountLanguage.mockResolvedValue({ language: null });
    await applyAccountLanguage();
    getAccountLanguage.mockRejectedValue(new Error('offline'));
    await applyAccountLanguage();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
  });
});
