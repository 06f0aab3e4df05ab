import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMedia, shelveSomethingElse } from '../testing/make-media';
import { addEntry } from '@shelfmark/testing';
import { renderLibrary, server, startLibraryServer } from '../testing/render-library';

startLibraryServer();

const LAST_NAMES = ['Kay', 'Byatt', 'Jemisin', 'Adams', 'Ishiguro', 'Hurston', 'Gibson', 'Eco', 'Dick', 'Calvino'];

async function favorites() {
  return within(await screen.findByRole('region', { name: 'Favorites' }));
}

describe('Favorites', () => {
  it('shows 9 a page sorted by creator last name ascending, with a pager', async () => {
    for (const last of LAST_NAMES) addEntry(makeMedia(`By ${last}`, `Pat ${last}`), 'read', { favorited: true });
    addEntry(makeMedia('Not a favourite', 'Pat Aaron'), 'read');
    renderLibrary('/');
    const section = await favorites();
    const pager = await section.findByRole('navigation', { name: 'Favorites pages' });
    expect(within(pager).getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2']);
    const titles = () => section.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    await waitFor(() => expect(titles()).toHaveLength(9));
    expect(titles()).toEqual([...LAST_NAMES].sort().slice(0, 9).map((last) => `By ${last}`));
    await userEvent.click(within(pager).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(titles()).toEqual(['By Kay']));
  });

  it('says the shelf is empty without favourites', async () => {
    shelveSomethingElse();
    renderLibrary('/');
    expect(await (await favorites()).findByText('This shelf is currently empty')).toBeInTheDocument();
  });
});

describe('the favourite toggle', () => {
  it('applies at once and the item joins Favorites', async () => {
    const entry = addEntry(makeMedia('Piranesi', 'Susanna Clarke'), 'TBR');
    renderLibrary('/');
    const star = await screen.findByRole('button', { name: 'Favorite Piranesi' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(entry.favorited).toBe(true));
    expect(await (await favorites()).findByRole('heading', { name: 'Piranesi' })).toBeInTheDocument();
  });

  it('rolls back when the change fails', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.patch('*/api/v1/usermedias/:id', async () => {
      await held;
      return new Response(null, { status: 500 });
    }));
    const entry = addEntry(makeMedia('Circe', 'Madeline Miller'), 'TBR');
    renderLibrary('/');
    const star = await screen.findByRole('button', { name: 'Favorite Circe' });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(entry.favorited).toBe(false);
  });
});
