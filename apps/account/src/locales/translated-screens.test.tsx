import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { users } from '@shelfmark/testing';
import { i18n, registerMessages } from '@shelfmark/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

// The shell's loader registers a language's catalogues when it is chosen; here it is done by hand.
for (const file of readdirSync(import.meta.dirname)) {
  const language = /(?:^|\.)(de|ja)\.json$/.exec(file)?.[1];
  if (language) registerMessages('account', { [language]: JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as Record<string, unknown> });
}

startMockServer();

describe('the profile in another language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads German, the texts of issue 33 included', async () => {
    await i18n.changeLanguage('de');
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    expect(await screen.findByText('Benutzername')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apps und Tokens' })).toHaveAttribute('href', '/apps');
    expect(await screen.findByRole('heading', { name: 'Dein Konto' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zwei-Faktor-Anmeldung' })).toBeInTheDocument();
  });

  it('reads Japanese', async () => {
    await i18n.changeLanguage('ja');
    signInAs('reader');
    renderAccount(`/account/${users.reader.userID}`);
    expect(await screen.findByText('ユーザー名')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'アプリとトークン' })).toHaveAttribute('href', '/apps');
  });
});
