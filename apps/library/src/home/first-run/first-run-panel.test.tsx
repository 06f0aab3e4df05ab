import { setToken } from '@shelfmark/session';
import { allMedia, callsTo, failCall, makeToken, mockDb, users } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shelveSomethingElse } from '../../testing/make-media';
import { renderLibrary, startLibraryServer } from '../../testing/render-library';

startLibraryServer();

const signInAsAdmin = () => setToken(makeToken({ userId: users.admin.userID, role: 'admin' }));
// The panel is a lazy chunk: the first test waits for its module to load.
const firstRun = () => screen.findByRole('region', { name: 'Start your shelf' }, { timeout: 5000 });

describe('Home on a first run', () => {
  it('leads a user with nothing on the shelf to import, add media or browse, above the spec’s sections', async () => {
    renderLibrary('/');
    const guide = await firstRun();
    const panel = within(guide);
    expect(panel.getByRole('link', { name: 'Import from another service' })).toHaveAttribute('href', '/imports');
    expect(panel.getByRole('link', { name: 'Add media' })).toHaveAttribute('href', '/addmedia');
    expect(panel.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
    const current = await screen.findByRole('region', { name: 'Current' });
    expect(guide.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Home shelves' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Favorites' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The catalogue is empty' })).not.toBeInTheDocument();
    // A plain user is never asked about the catalogue.
    expect(callsTo('GET', '/medias/catalog')).toEqual([]);
  });

  it('opens the chosen way in', async () => {
    const { router } = renderLibrary('/');
    await userEvent.click(within(await firstRun()).getByRole('link', { name: 'Add media' }));
    expect(router.state.location.pathname).toBe('/addmedia');
  });

  it('is put away for good with its button, leaving the spec’s sections', async () => {
    renderLibrary('/');
    await userEvent.click(within(await firstRun()).getByRole('button', { name: 'Hide this guide' }));
    expect(screen.queryByRole('region', { name: 'Start your shelf' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current' })).toBeInTheDocument();
    expect(localStorage.getItem('firstRunDismissed')).toBe('true');
  });

  it('is not asked for once put away', async () => {
    localStorage.setItem('firstRunDismissed', 'true');
    renderLibrary('/');
    expect(await screen.findByRole('region', { name: 'Current' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start your shelf' })).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Favorites' });
    // Favorites' count alone: the whole shelf is not counted.
    expect(callsTo('GET', '/usermedias/library/page/total')).toHaveLength(1);
  });

  it('shows the usual Home once anything is on the shelf', async () => {
    shelveSomethingElse();
    renderLibrary('/');
    expect(await screen.findByRole('region', { name: 'Current' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start your shelf' })).not.toBeInTheDocument();
  });

  it('offers the admin of a fresh install the demo catalogue or an import, and says what loading it did', async () => {
    signInAsAdmin();
    mockDb.media = [];
    renderLibrary('/');
    const offer = within(await screen.findByRole('region', { name: 'The catalogue is empty' }, { timeout: 5000 }));
    expect(offer.getByRole('link', { name: 'Import your data' })).toHaveAttribute('href', '/imports');
    await userEvent.click(offer.getByRole('button', { name: 'Load the demo catalogue' }));
    expect(await offer.findByText(`The demo catalogue is loaded: ${allMedia.length} items.`)).toBeInTheDocument();
    expect(offer.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
    expect(callsTo('POST', '/medias/catalog/demo')).toHaveLength(1);
    expect(mockDb.media).toHaveLength(allMedia.length);
  });

  it('shows the server’s reason when the demo catalogue is refused', async () => {
    signInAsAdmin();
    mockDb.media = [];
    failCall('POST', '/medias/catalog/demo', 409);
    renderLibrary('/');
    const offer = within(await screen.findByRole('region', { name: 'The catalogue is empty' }, { timeout: 5000 }));
    await userEvent.click(offer.getByRole('button', { name: 'Load the demo catalogue' }));
    expect(await offer.findByRole('alert')).toHaveTextContent('failed with 409');
  });

  it('offers the admin nothing more when the catalogue has media', async () => {
    signInAsAdmin();
    renderLibrary('/');
    expect(await firstRun()).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/medias/catalog')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'The catalogue is empty' })).not.toBeInTheDocument();
  });
});
