import { callsTo, creators, failCall, lookupState, media, mockDb } from '@shelfmark/testing';
import { withNodeFormData } from '@shelfmark/testing/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMedia, startMediaServer } from '../testing/render-media';

startMediaServer();
withNodeFormData();

async function chooseType(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

const savedMedia = () => callsTo('POST', '/medias')[0]?.body;

describe('Add Media filled from a look-up', () => {
  it('offers the match of a typed ISBN, fills every field it knows, matches the creator and attaches the cover', async () => {
    const { router } = renderMedia('/addmedia');
    await chooseType('Book');
    await userEvent.type(screen.getByLabelText('ISBN'), '978-0-593-09823-3');
    const matches = await screen.findByRole('list', { name: 'Matches from Open Library' });
    await userEvent.click(within(matches).getByRole('button', { name: /^Dune Messiah/ }));

    expect(screen.getByLabelText('Title')).toHaveValue('Dune Messiah');
    expect(screen.getByLabelText('ISBN')).toHaveValue('9780593098233');
    expect(screen.getByLabelText('Description')).toHaveValue('Twelve years after the events of Dune, Paul Atreides rules as emperor.');
    expect(screen.getByLabelText('Release')).toHaveValue('1969-01-01');
    expect(screen.getByLabelText('Number of Pages')).toHaveValue(256);
    expect(screen.getByRole('checkbox', { name: 'science fiction' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'fiction' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Remove tag Herbert, Frank' })).toBeInTheDocument();
    expect(screen.queryByText(/\(new\)/)).not.toBeInTheDocument();
    expect(await screen.findByText('Cover from Open Library')).toBeInTheDocument();
    expect(screen.getByText('Filled from Open Library: check the fields before you save.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Matches from Open Library' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/1000'));
    expect(savedMedia()).toMatchObject({ type: 'book', title: 'Dune Messiah', isbn: '9780593098233', numPages: 256, publication: '1969-01-01', genreIDs: [2, 3], creators: [creators.herbert.creatorID] });
    expect(callsTo('POST', '/creators')).toEqual([]);
    expect(mockDb.covers).toEqual(['9780593098233']);
  });

  it('looks titles up as they are typed, makes unknown creators new ones, and undoes a fill', async () => {
    renderMedia('/addmedia');
    await chooseType('Book');
    await userEvent.type(screen.getByLabelText('Description'), 'My own words.');
    await userEvent.type(screen.getByLabelText('Title'), 'Children');
    await userEvent.click(await screen.findByRole('button', { name: /^Children of Dune/ }));
    expect(screen.getByLabelText('Title')).toHaveValue('Children of Dune');
    expect(await screen.findByText('Author, A New (new)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove tag Herbert, Frank' })).toBeInTheDocument();
    // The match has no description: what was typed stays.
    expect(screen.getByLabelText('Description')).toHaveValue('My own words.');

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Children');
    expect(screen.getByLabelText('Number of Pages')).toHaveValue(null);
    expect(screen.queryByRole('button', { name: 'Remove tag Herbert, Frank' })).not.toBeInTheDocument();
    const lookups = callsTo('GET', '/lookup');
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.length).toBeLessThanOrEqual('Children'.length - 2);
  });

  it('fills a TV show’s seasons, years and episodes', async () => {
    renderMedia('/addmedia');
    await chooseType('TV Show');
    await userEvent.type(screen.getByLabelText('Title'), 'Severance');
    await userEvent.click(await screen.findByRole('button', { name: /^Severance/ }));
    expect(screen.getByLabelText('Seasons')).toHaveValue(2);
    expect(screen.getByLabelText('Start Year')).toHaveValue(2022);
    expect(screen.getByLabelText('Number of Episodes')).toHaveValue(19);
    expect(await screen.findByText('Erickson, Dan (new)')).toBeInTheDocument();
  });

  it('says quietly that a service is not set up, and the form saves as ever', async () => {
    lookupState('tmdb', 'unconfigured');
    const { router } = renderMedia('/addmedia');
    await chooseType('Movie');
    await userEvent.type(screen.getByLabelText('Title'), 'Stalker');
    expect(await screen.findByText('TMDB is not set up on this server, so there are no matches: fill the form yourself.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Length (minutes)'), '162');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/movie/1000'));
    expect(savedMedia()).toMatchObject({ type: 'movie', title: 'Stalker', numPages: 162 });
  });

  it('says quietly when the look-up itself cannot be reached', async () => {
    failCall('GET', '/lookup', 503);
    renderMedia('/addmedia');
    await chooseType('Album');
    await userEvent.type(screen.getByLabelText('Title'), 'Kind of Blue');
    expect(await screen.findByText('Matches cannot be looked up right now: fill the form yourself.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Kind of Blue');
  });

  it('keeps a cover the user chose over the match’s, and says when a match’s cover cannot be fetched', async () => {
    failCall('GET', '/lookup/covers/musicbrainz/f5093c06-23e3-404f-aeaa-40f72885ee3a', 503);
    renderMedia('/addmedia');
    await chooseType('Album');
    await userEvent.type(screen.getByLabelText('Title'), 'Kind of');
    await userEvent.click(await screen.findByRole('button', { name: /^Kind of Blue/ }));
    expect(await screen.findByText('The cover from MusicBrainz could not be fetched: choose a .jpg yourself if you have one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Release')).toHaveValue('1959-08-17');
  });

  it('shows the matches inline on narrow screens and hides them when focus moves on', async () => {
    window.innerWidth = 390;
    try {
      renderMedia('/addmedia');
      await chooseType('Book');
      await userEvent.type(screen.getByLabelText('Title'), 'Dune');
      const list = await screen.findByRole('list', { name: 'Matches from Open Library' });
      expect(list.parentElement).toHaveClass('media-form__suggestions--inline');
      await userEvent.click(screen.getByLabelText('Description'));
      expect(screen.queryByRole('list', { name: 'Matches from Open Library' })).not.toBeInTheDocument();
    } finally {
      window.innerWidth = 1024;
    }
  });

  it('does not look anything up while editing', async () => {
    renderMedia('/editmedia', { role: 'librarian', locationState: { media: media.dune } });
    await userEvent.type(await screen.findByLabelText('Title'), ' Messiah');
    expect(screen.getByLabelText('Title')).toHaveValue('Dune Messiah');
    expect(callsTo('GET', '/lookup')).toEqual([]);
  });
});
