import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMedia, startMediaServer } from '../testing/render-media';
import { callsTo, creators, mockDb } from '@shelfmark/testing';

startMediaServer();

/** The link the account remote's request queue builds (the contract's addMediaPath): type and title, creator when given. */
function requestLink(fields: Record<string, string>): string {
  return `/addmedia?${new URLSearchParams(fields).toString()}`;
}

const pressedTypes = () => screen.queryAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe('add media started from a media request', () => {
  it('preselects the type, prefills the title and puts the creator in the creator field without adding it', async () => {
    renderMedia(requestLink({ type: 'book', title: 'The Left Hand of Darkness', creator: 'Ursula K. Le Guin' }), { role: 'librarian' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Media' })).toBeInTheDocument();
    expect(pressedTypes()).toEqual(['Book']);
    expect(screen.getByLabelText('Number of Pages')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('The Left Hand of Darkness');
    expect(screen.getByLabelText('Creator name')).toHaveValue('Ursula K. Le Guin');
    expect(screen.queryByRole('button', { name: /^Remove tag/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Ursula K. Le Guin as a new creator' })).toBeEnabled();
    // The prefilled name is searched at once, so an existing creator can be picked.
    expect(await screen.findByRole('button', { name: 'Guin, Ursula K. Le' })).toBeInTheDocument();
    expect(callsTo('POST', '/creators')).toEqual([]);
  });

  it('saves with the picked existing creator and creates no new one', async () => {
    const { router } = renderMedia(requestLink({ type: 'book', title: 'The Left Hand of Darkness', creator: 'Ursula K. Le Guin' }), { role: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Guin, Ursula K. Le' }));
    expect(screen.getByLabelText('Creator name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove tag Guin, Ursula K. Le' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/book\/\d+$/));
    const writes = mockDb.calls.filter((call) => call.method === 'POST' && !call.path.startsWith('/search'));
    expect(writes.map((call) => call.path)).toEqual(['/medias']);
    expect(writes[0]?.body).toMatchObject({ type: 'book', title: 'The Left Hand of Darkness', creators: [creators.leGuin.creatorID] });
  });

  it('saves the prefilled creator left in the field as the existing creator of that name, creating none', async () => {
    const { router } = renderMedia(requestLink({ type: 'book', title: 'The Left Hand of Darkness', creator: 'Ursula K. Le Guin' }), { role: 'librarian' });
    expect(await screen.findByText('Saving adds Ursula K. Le Guin as a creator')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Guin, Ursula K. Le' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/book\/\d+$/));
    const writes = mockDb.calls.filter((call) => call.method === 'POST' && !call.path.startsWith('/search'));
    expect(writes.map((call) => call.path)).toEqual(['/medias']);
    expect(writes[0]?.body).toMatchObject({ creators: [creators.leGuin.creatorID] });
  });

  it('saves a typed creator no one has yet as a new creator, before the media, instead of dropping it', async () => {
    const { router } = renderMedia(requestLink({ type: 'book', title: 'Maus', creator: 'Art Spiegelman' }), { role: 'librarian' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/book\/\d+$/));
    const writes = mockDb.calls.filter((call) => call.method === 'POST' && !call.path.startsWith('/search'));
    expect(writes.map((call) => call.path)).toEqual(['/creators', '/medias']);
    expect(writes[0]?.body).toEqual({ name: 'Art Spiegelman', first: 'Art', last: 'Spiegelman' });
    expect(writes[1]?.body).toMatchObject({ title: 'Maus', creators: [1000] });
  });

  it("adds the prefilled creator as a new one only when '+' is pressed", async () => {
    renderMedia(requestLink({ type: 'album', title: 'Blue', creator: 'Joni Mitchell' }), { role: 'librarian' });
    const add = await screen.findByRole('button', { name: 'Add Joni Mitchell as a new creator' });
    expect(screen.queryByText('Mitchell, Joni (new)')).not.toBeInTheDocument();
    await userEvent.click(add);
    expect(screen.getByText('Mitchell, Joni (new)')).toBeInTheDocument();
    expect(screen.getByLabelText('Creator name')).toHaveValue('');
  });

  it.each([
    ['book', 'Book'],
    ['movie', 'Movie'],
    ['tvshow', 'TV Show'],
    ['album', 'Album'],
    ['videogame', 'Video Game'],
  ])('preselects the %s type button', async (type, label) => {
    renderMedia(requestLink({ type, title: 'Requested' }), { role: 'librarian' });
    expect(await screen.findByLabelText('Title')).toHaveValue('Requested');
    expect(pressedTypes()).toEqual([label]);
    expect(screen.getByLabelText('Creator name')).toHaveValue('');
  });

  it('ignores an unknown type but keeps a valid title for when a type is chosen', async () => {
    renderMedia(requestLink({ type: 'comic', title: 'Maus', creator: 'Art Spiegelman' }), { role: 'librarian' });
    expect(await screen.findByText('Select a media type to begin')).toBeInTheDocument();
    expect(pressedTypes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Maus');
    expect(screen.getByLabelText('Creator name')).toHaveValue('Art Spiegelman');
  });

  it.each([
    ['a capitalised type', { type: 'Book' }],
    ['a plural label', { type: 'Books' }],
    ['an empty type', { type: '' }],
  ])('ignores %s', async (_case, query) => {
    renderMedia(requestLink({ ...query, title: 'Dune' }), { role: 'librarian' });
    expect(await screen.findByText('Select a media type to begin')).toBeInTheDocument();
    expect(pressedTypes()).toEqual([]);
  });

  it('ignores a blank or over-long title and a blank creator', async () => {
    renderMedia(requestLink({ type: 'movie', title: '   ', creator: '  ' }), { role: 'librarian' });
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Creator name')).toHaveValue('');
    expect(screen.getByRole('button', { name: /as a new creator/ })).toBeDisabled();
  });

  it('ignores a title longer than a media title can be', async () => {
    renderMedia(requestLink({ type: 'movie', title: 'x'.repeat(501) }), { role: 'librarian' });
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(pressedTypes()).toEqual(['Movie']);
  });

  it('starts empty without a query', async () => {
    renderMedia('/addmedia', { role: 'librarian' });
    expect(await screen.findByText('Select a media type to begin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Creator name')).toHaveValue('');
  });

  it('prefills the form for any signed-in user too', async () => {
    renderMedia(requestLink({ type: 'book', title: 'Dune' }), { role: 'user' });
    expect(await screen.findByLabelText('Title')).toHaveValue('Dune');
    expect(pressedTypes()).toEqual(['Book']);
    expect(screen.queryByText('Only admins and librarians can edit media')).not.toBeInTheDocument();
  });

  it('offers to request the item instead, carrying what the form holds', async () => {
    renderMedia(requestLink({ type: 'movie', title: 'Heat', creator: 'Michael Mann' }), { role: 'user' });
    const request = await screen.findByRole('link', { name: 'Request it' });
    expect(request).toHaveAttribute('href', '/mediarequest?type=movie&title=Heat&creator=Michael+Mann');
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Thief');
    expect(request).toHaveAttribute('href', '/mediarequest?type=movie&title=Thief&creator=Michael+Mann');
  });
});
