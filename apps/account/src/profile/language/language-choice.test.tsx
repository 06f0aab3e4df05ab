import { i18n } from '@shelfmark/i18n';
import { mockDb, users } from '@shelfmark/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../../testing/mock-server';
import { renderAccount, signInAs } from '../../testing/render-account';

startMockServer();

describe('the language choice on your profile', () => {
  afterEach(async () => {
    localStorage.removeItem('language');
    await i18n.changeLanguage('en');
  });

  it("offers the browser's language and each language in its own name", async () => {
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "Your browser's language",
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Português (Brasil)',
      '日本語',
    ]);
  });

  it('keeps the choice for the account and in this browser, and switches the page to it', async () => {
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'de');
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(mockDb.accounts.find((account) => account.userID === users.reader.userID)?.language).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
