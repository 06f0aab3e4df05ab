import { splitCreatorName } from '@shelfmark/contract';
import { callsTo, creators, media, mockDb } from '@shelfmark/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testFile, withNodeFormData } from '@shelfmark/testing/node';
import { renderMedia, startMediaServer } from '../testing/render-media';

startMediaServer();
withNodeFormData();

describe('add and edit media', () => {
  it("asks for a type first, and clicking the active type deselects it", async () => {
    renderMedia('/addmedia', { role: 'librarian' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Media' })).toBeInTheDocument();
    expect(screen.getByText('Select a media type to begin')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false }).map((button) => button.textContent).slice(0, 5)).toEqual(['Video Game', 'Album', 'Book', 'Movie', 'TV Show']);
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByLabelText('Number of Pages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText('Select a media type to begin')).toBeInTheDocument();
  });

  it('shows Restricted to the admin only', async () => {
    renderMedia('/addmedia', { role: 'librarian' });
    await userEvent.click(await screen.findByRole('button', { name: 'Movie' }));
    expect(screen.getByLabelText('Length (minutes)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Restricted')).not.toBeInTheDocument();
  });

  it('shows Restricted to the admin, and the album and video game fields', async () => {
    renderMedia('/addmedia', { role: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Album' }));
    expect(screen.getByLabelText('Restricted')).toBeInTheDocument();
    expect(screen.getByLabelText('Songs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Video Game' }));
    expect(screen.getByLabelText('Number of Missions')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Players' })).toHaveDisplayValue('Single Player');
  });

  it('goes back one step on Cancel', async () => {
    const { router } = renderMedia('/addmedia', { role: 'admin', before: ['/book/1'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Movie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/1'));
  });

  it('keeps other users out', async () => {
    renderMedia('/editmedia', { role: 'user', locationState: { media: media.dune } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Media' })).toBeInTheDocument();
    expect(screen.getByText('Only admins and librarians can edit media')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('explains /editmedia reached without an item', async () => {
    renderMedia('/editmedia', { role: 'admin' });
    expect(await screen.findByText('Open an item and use its edit link to edit it')).toBeInTheDocument();
  });

  it('shows creator suggestions beside the form when wide and inline when narrow', async () => {
    window.innerWidth = 390;
    try {
      renderMedia('/addmedia', { role: 'admin' });
      await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
      await userEvent.type(screen.getByLabelText('Creator name'), 'Herb');
      expect(await screen.findByRole('list', { name: 'Matching creators' })).toHaveClass('media-form__suggestions--inline');
    } finally {
      window.innerWidth = 1024;
    }
  });

  it('splits a new creator at the final space', () => {
    expect(splitCreatorName('Ursula K. Le Guin')).toEqual({ first: 'Ursula K. Le', last: 'Guin' });
    expect(splitCreatorName('Valve')).toEqual({ first: null, last: 'Valve' });
  });

  it('refuses a negative Number of Pages and a cover that is not .jpg', async () => {
    renderMedia('/addmedia', { role: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Dune Messiah');
    await userEvent.type(screen.getByLabelText('Number of Pages'), '-3');
    await userEvent.upload(screen.getByLabelText('Cover (.jpg)'), testFile('cover.png', 'x', undefined, 'image/png'), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Cover must be a .jpg')).toBeInTheDocument();
  });

  it('focuses Title with its message on an empty save, and clears the message as a title is typed', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderMedia('/addmedia', { role: 'librarian' });
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(scroll.mock.contexts.at(-1)).toBe(title);
    await userEvent.type(title, 'D');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await userEvent.clear(title);
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(callsTo('POST', '/medias')).toEqual([]);
  });

  it('warns, with a link, that a book of that title is in the catalogue, and of that creator once one is chosen', async () => {
    renderMedia('/addmedia', { role: 'librarian' });
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await userEvent.type(screen.getByLabelText('Title'), 'dune');
    expect(await screen.findByText(/A book called “Dune” is already in the catalogue/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Dune' })).toHaveAttribute('href', '/book/3');
    await userEvent.type(screen.getByLabelText('Creator name'), 'Ursula K. Le Guin{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Dune' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /^Remove tag/ }));
    await userEvent.type(screen.getByLabelText('Creator name'), 'Herb');
    await userEvent.click(await screen.findByRole('button', { name: 'Herbert, Frank' }));
    expect(await screen.findByRole('link', { name: 'Open Dune' })).toBeInTheDocument();
    // Another type, another record: no warning, and saving is never blocked.
    await userEvent.click(screen.getByRole('button', { name: 'Movie' }));
    expect(screen.queryByRole('link', { name: 'Open Dune' })).not.toBeInTheDocument();
  });

  it('does not warn about the record being edited', async () => {
    renderMedia('/editmedia', { role: 'librarian', locationState: { media: media.dune } });
    expect(await screen.findByLabelText('Title')).toHaveValue('Dune');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/already in the catalogue/)).not.toBeInTheDocument();
    expect(callsTo('POST', '/search')).toEqual([]);
  });

  it('saves new creators, then the new series, then the media, then the cover, and opens the item', async () => {
    const { router } = renderMedia('/addmedia', { role: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Dune Messiah');
    await userEvent.type(screen.getByLabelText('ISBN'), '9780593098233');
    await userEvent.type(screen.getByLabelText('Creator name'), 'Herb');
    expect(await screen.findByRole('list', { name: 'Matching creators' })).toHaveClass('media-form__suggestions--beside');
    await userEvent.click(screen.getByRole('button', { name: 'Herbert, Frank' }));
    await userEvent.type(screen.getByLabelText('Creator name'), 'Brian Patrick Herbert');
    await userEvent.click(screen.getByRole('button', { name: 'Add Brian Patrick Herbert as a new creator' }));
    await userEvent.type(screen.getByLabelText('Series'), 'Dune Saga');
    await userEvent.upload(screen.getByLabelText('Cover (.jpg)'), testFile('cover.jpg', 'x', undefined, 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/1002'));
    const writes = mockDb.calls.filter((call) => call.method === 'POST' && call.path !== '/search' && call.path !== '/search/allaccess');
    expect(writes.map((call) => call.path)).toEqual(['/creators', '/series', '/medias', '/covers']);
    expect(writes[0]?.body).toEqual({ name: 'Brian Patrick Herbert', first: 'Brian Patrick', last: 'Herbert' });
    expect(writes[1]?.body).toBe('Dune Saga');
    expect(writes[2]?.body).toMatchObject({ type: 'book', title: 'Dune Messiah', isbn: '9780593098233', creators: [creators.herbert.creatorID, 1000], seriesID: 1001 });
    expect(mockDb.covers).toEqual(['9780593098233']);
  });

  it("prefills 'Edit {title}' from navigation state and patches without the isbn", async () => {
    const { router } = renderMedia('/editmedia', { role: 'librarian', locationState: { media: media.wizardOfEarthsea } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit A Wizard of Earthsea' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('A Wizard of Earthsea');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A Wizard of Earthsea' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book/1');
    const [patch] = callsTo('PATCH', '/medias/1');
    expect(patch?.body).toMatchObject({ title: 'A Wizard of Earthsea' });
    expect(patch?.body).not.toHaveProperty('isbn');
  });

  it('leaves Restricted out of a librarian’s edit of a restricted item, so the save is not refused', async () => {
    const restricted = { ...media.wizardOfEarthsea, restricted: true };
    Object.assign(mockDb.media.find((item) => item.mediaID === restricted.mediaID)!, { restricted: true });
    const { router } = renderMedia('/editmedia', { role: 'librarian', locationState: { media: restricted } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/1'));
    const [patch] = callsTo('PATCH', '/medias/1');
    expect(patch?.body).not.toHaveProperty('restricted');
  });

  it('sends the admin’s Restricted choice', async () => {
    renderMedia('/editmedia', { role: 'admin', locationState: { media: media.wizardOfEarthsea } });
    await userEvent.click(await screen.findByLabelText('Restricted'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', '/medias/1')[0]?.body).toMatchObject({ restricted: true }));
  });
});
