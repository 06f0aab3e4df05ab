import { apiPath, callsTo, failCall, media, mockDb } from '@shelfmark/testing';
import { delay, http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMedia, server, shelve, startMediaServer } from '../testing/render-media';

startMediaServer();

describe('media detail', () => {
  it('shows the banner with series number and creators, and Add To Library off the shelf', async () => {
    renderMedia('/book/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'A Wizard of Earthsea' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earthsea Cycle #1' })).toHaveAttribute('href', '/series/1');
    await userEvent.click(screen.getByRole('button', { name: 'Add To Library' }));
    expect(await screen.findByRole('button', { name: 'Delete From Library' })).toBeInTheDocument();
    expect(callsTo('POST', '/usermedias')).toHaveLength(1);
  });

  it("joins creators with ' & ' and links each to its page", async () => {
    renderMedia('/tvshow/6');
    await screen.findByRole('heading', { level: 1, name: 'The Expanse' });
    const links = within(screen.getByRole('banner')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('/creator/'))).toHaveLength(2);
    expect(screen.getByRole('banner').textContent).toContain(' & ');
  });

  it("says 'No available description' when there is none", async () => {
    renderMedia('/movie/4');
    expect(await screen.findByText('No available description')).toBeInTheDocument();
  });

  it("shows 'This shelf is empty' for a missing item, under a heading, with a way to the catalogue", async () => {
    renderMedia('/book/999');
    expect(await screen.findByText('This shelf is empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'There is no media item at this address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
  });

  it('offers every status but the current one with the labels of the type, without Watch List for a released item', async () => {
    shelve(media.arrival, { status: 'TBR' });
    renderMedia('/movie/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Status: To Be Watched' }));
    const options = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(options).toEqual(['Seen', 'Did Not Finish', 'Currently Watching', 'In Library']);
  });

  it('offers Watch List when the publication date is in the future and applies the change at once', async () => {
    const upcoming = { ...media.dune, publication: '2999-01-01' };
    shelve(upcoming);
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Status: In Library' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Read', 'Did Not Finish', 'To Be Read', 'Currently Reading', 'Watch List']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Watch List' }));
    expect(screen.getByRole('button', { name: 'Status: Watch List' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('PATCH', '/usermedias/103')[0]?.body).toEqual({ status: 'watch' }));
  });

  it('reverts an optimistic favourite when the server refuses it', async () => {
    shelve(media.dune);
    failCall('PATCH', '/usermedias/103', 500);
    renderMedia('/book/3');
    const star = await screen.findByRole('button', { name: 'Favorite' });
    await userEvent.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your change was not saved. Something went wrong on our side: try again, or reload the page.');
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it("asks 'Are you sure?' before Delete From Library and shows 'Removing...'", async () => {
    shelve(media.dune);
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete From Library' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Your rating, review, readings and entries for this item will be permanently deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/usermedias/103')).toHaveLength(0);
    // Holds the DELETE a while, then lets the mock API answer it.
    server.use(http.delete(apiPath('/usermedias/:id'), () => delay(300)));
    await userEvent.click(screen.getByRole('button', { name: 'Delete From Library' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm DELETE' }));
    expect(await screen.findByText('Removing...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add To Library' })).toBeInTheDocument();
    expect(callsTo('DELETE', '/usermedias/103')).toHaveLength(1);
    expect(mockDb.entries).toEqual([]);
  });

  it('labels the rating on screen, marks the favourite with a heart, and keeps Delete From Library quiet and last', async () => {
    shelve(media.dune, { rating: 3 });
    renderMedia('/book/3');
    const rating = await screen.findByRole('slider', { name: 'Your rating' });
    expect(rating.parentElement).toHaveTextContent(/^Your rating/);
    const favourite = screen.getByRole('button', { name: 'Favorite' });
    expect(favourite.querySelector('path')?.getAttribute('d')).not.toBe(rating.querySelector('path')?.getAttribute('d'));
    const remove = screen.getByRole('button', { name: 'Delete From Library' });
    expect(remove).not.toHaveClass('sm-button--danger');
    // After every section of the page, away from the status and favourite.
    expect((await screen.findByRole('heading', { name: 'Recommendations' })).compareDocumentPosition(remove) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sets the rating with a click and clears it by clicking the current star', async () => {
    shelve(media.dune, { rating: 3 });
    const { container } = renderMedia('/book/3');
    await screen.findByRole('slider', { name: 'Your rating' });
    await userEvent.click(container.querySelector('[data-star="7"]') as Element);
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Your rating' })).toHaveAttribute('aria-valuenow', '7'));
    await userEvent.click(container.querySelector('[data-star="7"]') as Element);
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Your rating' })).toHaveAttribute('aria-valuenow', '0'));
    expect(callsTo('PATCH', '/usermedias/103').map((call) => call.body)).toEqual([{ rating: 7 }, { rating: 0 }]);
  });

  it('shows the edit link to admin and librarian only, and Edit Media on albums', async () => {
    renderMedia('/book/1', { role: 'librarian' });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/editmedia');
  });

  it('shows an Edit Media button on an album for editors, with its songs', async () => {
    renderMedia('/album/7', { role: 'admin' });
    expect(await screen.findByRole('button', { name: 'Edit Media' })).toBeInTheDocument();
    expect(screen.getByText('8. River')).toBeInTheDocument();
  });

  it('hides editing from other users', async () => {
    renderMedia('/album/7');
    await screen.findByRole('heading', { level: 1, name: 'Blue' });
    expect(screen.queryByRole('button', { name: 'Edit Media' })).not.toBeInTheDocument();
  });
});
