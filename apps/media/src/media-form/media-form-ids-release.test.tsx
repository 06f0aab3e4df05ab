import { externalIdTakenMessage, type MediaCreate } from '@shelfmark/contract';
import { apiPath, callsTo, errorResponse, media, mockDb } from '@shelfmark/testing';
import { withNodeFormData } from '@shelfmark/testing/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderMedia, server, startMediaServer } from '../testing/render-media';

startMediaServer();
withNodeFormData();

const patchOf = (mediaID: number) => callsTo('PATCH', `/medias/${mediaID}`)[0]?.body as MediaCreate | undefined;

describe('a release known to the day, the month or only the year', () => {
  it('sends a year alone, and offers the Watch List only for a release still to come', async () => {
    renderMedia('/addmedia', { role: 'librarian' });
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Pride and Prejudice');
    await userEvent.selectOptions(screen.getByLabelText('Known to'), 'The year only');
    const release = screen.getByLabelText('Release');
    await userEvent.type(release, '2031');
    const shelves = () => within(screen.getByLabelText('Put it on your shelf')).getAllByRole('option').map((option) => option.textContent);
    expect(shelves()).toContain('Watch List');
    await userEvent.clear(release);
    await userEvent.type(release, '18');
    expect(shelves()).not.toContain('Watch List');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(release).toHaveAccessibleDescription('Write the year with four digits, as 1813');
    expect(callsTo('POST', '/medias')).toEqual([]);
    await userEvent.type(release, '13');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/medias')[0]?.body).toMatchObject({ title: 'Pride and Prejudice', publication: '1813' }));
  });

  it('shows a stored month back as a month, and keeps its year when only the year is known', async () => {
    const book = { ...media.wizardOfEarthsea, publication: '1968-11-01', publicationPrecision: 'month' as const };
    renderMedia('/editmedia', { role: 'librarian', locationState: { media: book } });
    expect(await screen.findByLabelText('Release')).toHaveValue('1968-11');
    expect(screen.getByLabelText('Known to')).toHaveDisplayValue('The month');
    await userEvent.selectOptions(screen.getByLabelText('Known to'), 'The year only');
    expect(screen.getByLabelText('Release')).toHaveValue('1968');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchOf(book.mediaID)).toMatchObject({ publication: '1968' }));
  });
});

describe('ids at other services', () => {
  it('lets staff paste a link or an id, each field of the type’s services, and says which is not one', async () => {
    renderMedia('/editmedia', { role: 'librarian', locationState: { media: { ...media.arrival, externalIds: { tmdb_movie: '329865' } } } });
    const ids = within(await screen.findByRole('group', { name: 'Ids at other services' }));
    expect(ids.getAllByRole('textbox').map((field) => (field as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['IMDb', 'TMDB movie']);
    expect(ids.getByLabelText('TMDB movie')).toHaveValue('329865');
    await userEvent.type(ids.getByLabelText('IMDb'), 'not an id');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(ids.getByLabelText('IMDb')).toHaveAccessibleDescription('Not a valid IMDb id');
    expect(patchOf(media.arrival.mediaID)).toBeUndefined();
    await userEvent.clear(ids.getByLabelText('IMDb'));
    await userEvent.type(ids.getByLabelText('IMDb'), 'https://www.imdb.com/title/tt2543164/?ref_=nv');
    await userEvent.clear(ids.getByLabelText('TMDB movie'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The link is sent as its id; the emptied field removes the record's TMDB id.
    await waitFor(() => expect(patchOf(media.arrival.mediaID)?.externalIds).toEqual({ imdb: 'tt2543164', tmdb_movie: null }));
  });

  it('shows the refusal of an id another record has at its field, with a link to that record (a show, for an IMDb id)', async () => {
    const message = externalIdTakenMessage('IMDb', media.expanse.title, media.expanse.mediaID);
    server.use(http.patch(apiPath(`/medias/${media.arrival.mediaID}`), () => errorResponse(409, message)));
    renderMedia('/editmedia', { role: 'librarian', locationState: { media: media.arrival } });
    const imdb = await screen.findByLabelText('IMDb');
    await userEvent.type(imdb, 'tt2543164');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(imdb).toHaveAccessibleDescription(`${message} Open that record`));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open that record' })).toHaveAttribute('href', `/tvshow/${media.expanse.mediaID}`));
    await userEvent.type(imdb, '0');
    expect(imdb).not.toHaveAttribute('aria-invalid');
  });

  it('hides the ids from users, and still sends those a look-up filled', async () => {
    const blue = mockDb.lookupResults.find((result) => result.title === 'Kind of Blue');
    Object.assign(blue!, { externalIds: { musicbrainz_release: 'f5093c06-23e3-404f-aeaa-40f72885ee3a' } });
    renderMedia('/addmedia', { role: 'user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Album' }));
    expect(screen.queryByRole('group', { name: 'Ids at other services' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'kind of blue');
    await userEvent.click(within(await screen.findByRole('list', { name: /Matches from MusicBrainz/ })).getByRole('button', { name: /^Kind of Blue/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/medias')[0]?.body).toMatchObject({ externalIds: { musicbrainz_release: 'f5093c06-23e3-404f-aeaa-40f72885ee3a' } }));
  });
});
