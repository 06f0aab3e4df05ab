import { i18n, registerMessages } from '@shelfmark/i18n';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, useCatalogMocks } from '../testing/render-screen';
import de from './de.json';
import ja from './ja.json';

// The shell's loader registers a language's catalogue when it is chosen; here it is done by hand.
registerMessages('catalog', { de, ja });

describe('the tags page in another language', () => {
  useCatalogMocks();
  afterEach(() => i18n.changeLanguage('en'));

  it('reads German, with its plural forms', async () => {
    await i18n.changeLanguage('de');
    renderScreen('/tags');
    const group = await screen.findByRole('region', { name: 'Tags mit C' });
    expect(within(group).getByText('1 Eintrag')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Neuer Tag' })).toBeInTheDocument();
  });

  it('reads Japanese, with its one plural form', async () => {
    await i18n.changeLanguage('ja');
    renderScreen('/tags');
    const group = await screen.findByRole('region', { name: 'C で始まるタグ' });
    expect(within(group).getByText('1 件')).toBeInTheDocument();
  });
});
