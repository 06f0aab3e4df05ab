import { callsTo, creators, media, mockDb } from '@shelfmark/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testFile, withNodeFormData } from '@shelfmark/testing/node';
import { renderMedia, startMediaServer } from '../testing/render-media';

startMediaServer();
withNodeFormData();

/** Spec section 1: users add media records; only editing and the Restricted flag are limited by role. */
describe('adding media as a user', () => {
  it('saves a new book with an existing and a new creator, a new series and a cover, and opens it', async () => {
    const { router } = renderMedia('/addmedia', { role: 'user' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Media' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.queryByLabelText('Restricted')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Children of Dune');
    await userEvent.type(screen.getByLabelText('ISBN'), '9780593098240');
    await userEvent.type(screen.getByLabelText('Creator name'), 'Herb');
    await userEvent.click(await screen.findByRole('button', { name: 'Herbert, Frank' }));
    await userEvent.type(screen.getByLabelText('Creator name'), 'Kevin J. Anderson');
    await userEvent.click(screen.getByRole('button', { name: 'Add Kevin J. Anderson as a new creator' }));
    await userEvent.type(screen.getByLabelText('Series'), 'Dune Saga');
    await userEvent.upload(screen.getByLabelText('Cover (.jpg)'), testFile('cover.jpg', 'x', undefined, 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/book/1002'));
    expect(callsTo('POST', '/creators').map((call) => call.body)).toEqual([{ name: 'Kevin J. Anderson', first: 'Kevin J.', last: 'Anderson' }]);
    expect(callsTo('POST', '/series').map((call) => call.body)).toEqual(['Dune Saga']);
    expect(callsTo('POST', '/medias')[0]?.body).toMatchObject({ title: 'Children of Dune', restricted: false, creators: [creators.herbert.creatorID, 1000], seriesID: 1001 });
    expect(mockDb.covers).toEqual(['9780593098240']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Children of Dune' })).toBeInTheDocument();
  });

  it('says the save did not happen and what to do when it is refused', async () => {
    renderMedia('/addmedia', { role: 'user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Movie' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Arrival');
    mockDb.failures.set('POST /medias', 429);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your change was not saved. The server is busy: wait a moment and try again.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('still keeps a user from editing an existing record', async () => {
    renderMedia('/editmedia', { role: 'user', locationState: { media: media.dune } });
    expect(await screen.findByText('Only admins and librarians can edit media')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});
