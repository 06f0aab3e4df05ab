import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addEntry, buildMedia, callsTo, media, mockDb, users } from '@shelfmark/testing';
import { renderScreen, useCatalogMocks } from '../testing/render-screen';

describe('tag page', () => {
  useCatalogMocks();

  it("lists the tag's media sorted by the first creator's last name", async () => {
    const comfort = [{ tagID: 1, tagValue: 'comfort read' }];
    for (const item of [media.expanse, media.dune, media.blue]) addEntry(item, 'library', { tags: comfort });
    renderScreen('/tags/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'comfort read' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Media tagged comfort read' });
    // Fergus (The Expanse), Guin (Earthsea), Herbert (Dune), Mitchell (Blue).
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'The Expanse',
      'A Wizard of Earthsea',
      'Dune',
      'Blue',
    ]);
    expect(within(list).getByRole('link', { name: 'Blue' })).toHaveAttribute('href', '/album/7');
    expect(screen.queryByRole('button', { name: 'Delete Tag' })).not.toBeInTheDocument();
  });

  it('renames the tag, refusing a name the user already has until the name is changed', async () => {
    renderScreen('/tags/2');
    await screen.findByRole('heading', { level: 1, name: 'desert' });
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const name = screen.getByRole('textbox', { name: 'New name for the tag' });
    expect(name).toHaveValue('desert');
    await userEvent.clear(name);
    await userEvent.type(name, 'Comfort Read{Enter}');
    expect(await screen.findByText('You already have a tag with that name')).toBeInTheDocument();
    await userEvent.type(name, 's');
    expect(screen.queryByText('You already have a tag with that name')).not.toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, '  dunes  {Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'dunes' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New name for the tag' })).not.toBeInTheDocument();
    expect(callsTo('PATCH', '/tags/2').map((call) => call.body)).toEqual([{ tagValue: 'Comfort Read' }, { tagValue: 'dunes' }]);
    expect(mockDb.tags.find((tag) => tag.tagID === 2)?.tagValue).toBe('dunes');
  });

  it("shows 'This shelf is currently empty' and deletes the empty tag after confirmation", async () => {
    const { router } = renderScreen('/tags/2');
    expect(await screen.findByText('This shelf is currently empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this tag?' });
    expect(dialog).toHaveTextContent("The tag 'desert' will be deleted.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockDb.tags).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tag' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Tag' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    expect(mockDb.tags.map((tag) => tag.tagValue)).toEqual(['comfort read']);
  });

  it('adds media found by title with the plus button, putting it on the shelf first', async () => {
    renderScreen('/tags/2');
    const plus = await screen.findByRole('button', { name: 'Add media to desert' });
    await userEvent.click(plus);
    expect(plus).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search titles to add to desert' }), 'dune');
    await userEvent.click(await screen.findByRole('option', { name: /Dune: Part Two/ }));
    const list = await screen.findByRole('list', { name: 'Media tagged desert' });
    expect(within(list).getByRole('heading', { name: 'Dune: Part Two' })).toBeInTheDocument();
    expect(mockDb.entries.find((entry) => entry.mediaID === 5 && entry.userID === users.reader.userID)?.tags).toEqual([{ tagID: 2, tagValue: 'desert' }]);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says when the item already carries the tag', async () => {
    renderScreen('/tags/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add media to comfort read' }));
    await userEvent.type(screen.getByRole('combobox'), 'wizard');
    await userEvent.click(await screen.findByRole('option', { name: /A Wizard of Earthsea/ }));
    expect(await screen.findByText('That tag is already associated with this book.')).toBeInTheDocument();
  });

  it('shows why a tag cannot be shown', async () => {
    renderScreen('/tags/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tag not found');
  });

  it('refuses an id that cannot exist', async () => {
    renderScreen('/tags/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid id');
  });
});

describe('tag page for the admin', () => {
  useCatalogMocks('admin');

  it('searches through the all-access search, which also finds restricted media', async () => {
    mockDb.media.push(buildMedia({ mediaID: 60, type: 'book', title: 'Dune (restricted edition)', restricted: true }));
    renderScreen('/tags/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Add media to desert' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search titles to add to desert' }), 'dune');
    expect(await screen.findByRole('option', { name: /Dune \(restricted edition\)/ })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/search/allaccess').at(-1)?.body).toEqual({ searchString: 'dune', searchType: 'Title' }));
    expect(callsTo('POST', '/search')).toEqual([]);
  });
});

describe('tag page for other users', () => {
  useCatalogMocks();

  it('searches through the normal search', async () => {
    renderScreen('/tags/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Add media to desert' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search titles to add to desert' }), 'dune');
    await screen.findByRole('option', { name: /Dune: Part Two/ });
    expect(callsTo('POST', '/search/allaccess')).toEqual([]);
    expect(callsTo('POST', '/search').length).toBeGreaterThan(0);
  });
});
