import { i18n, registerMessages } from '@shelfmark/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMedia, startMediaServer } from '../testing/render-media';
import de from './de.json';
import ja from './ja.json';

// The shell's loader registers a language's catalogue when it is chosen; here it is done by hand.
registerMessages('media', { de, ja });
startMediaServer();

describe('the media screens in another language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows a missing item in German', async () => {
    await i18n.changeLanguage('de');
    renderMedia('/book/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unter dieser Adresse gibt es kein Medium' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Katalog durchsuchen' })).toHaveAttribute('href', '/catalog');
  });

  it('offers Add To Library in Japanese', async () => {
    await i18n.changeLanguage('ja');
    renderMedia('/book/1');
    expect(await screen.findByRole('button', { name: 'ライブラリに追加' })).toBeInTheDocument();
  });
});
