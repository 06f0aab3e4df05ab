import type { LookupResult, MediaCreate } from '@shelfmark/contract';
import { apiPath, callsTo, lookupResults, media } from '@shelfmark/testing';
import { withNodeFormData } from '@shelfmark/testing/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderMedia, server, startMediaServer } from '../testing/render-media';

startMediaServer();
withNodeFormData();

const season = (name: RegExp) => within(screen.getByRole('group', { name }));
const patched = () => callsTo('PATCH', `/medias/${media.expanse.mediaID}`)[0]?.body as MediaCreate | undefined;

const expanse = {
  ...media.expanse,
  submedia: [
    { submediaID: 11, usersubmediaID: null, title: 'Dulcinea', overallnum: 1, favorited: false, season: 1, episode: 1, airDate: '2015-12-14', runtime: 44 },
    { submediaID: 12, usersubmediaID: null, title: 'The Big Empty', overallnum: 2, favorited: false, season: 1, episode: 2, airDate: '2015-12-15', runtime: 44 },
    { submediaID: 13, usersubmediaID: null, title: 'Safe', overallnum: 5, favorited: false, season: 2, episode: 1, airDate: null, runtime: null },
  ],
};

describe('seasons and episodes in Add Media and Edit Media', () => {
  it('shows a show’s seasons, keeps its episodes’ numbers, and numbers a new season’s after the highest', async () => {
    renderMedia('/editmedia', { role: 'librarian', locationState: { media: expanse } });
    expect(await screen.findByRole('heading', { name: 'Seasons and episodes' })).toBeInTheDocument();
    expect(season(/^Season 1 · 2 episodes$/).getByLabelText('Episode titles')).toHaveValue('Dulcinea\nThe Big Empty');
    expect(season(/^Season 1/).getByLabelText('Runtimes (minutes)')).toHaveValue('44');
    // The Release field is not on the spec's TV Show form.
    expect(screen.queryByLabelText('Release')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    const third = season(/^Season 3/);
    await userEvent.type(third.getByLabelText('Episodes in this season'), '2');
    await userEvent.type(third.getByLabelText('Episode titles'), 'Cascade');
    // A season the record has is removed only once its loss is confirmed; a new one goes at once.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Season 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Season 2?' });
    expect(dialog).toHaveTextContent("Its episode, and everyone's marks and favourites of it, are deleted when you save.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(season(/^Season 2/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Season 2' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Season 2?' })).getByRole('button', { name: 'Remove season' }));
    expect(screen.queryByRole('group', { name: /^Season 2/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(patched()).toBeDefined());
    expect(patched()?.submedia).toEqual([
      { title: 'Dulcinea', overallnum: 1, season: 1, episode: 1, airDate: '2015-12-14', runtime: 44 },
      { title: 'The Big Empty', overallnum: 2, season: 1, episode: 2, airDate: '2015-12-15', runtime: 44 },
      { title: 'Cascade', overallnum: 6, season: 3, episode: 1, airDate: null, runtime: null },
      { title: 'Episode 2', overallnum: 7, season: 3, episode: 2, airDate: null, runtime: null },
    ]);
    expect(patched()).toMatchObject({ numEpisodes: 62, seasons: 6 });
  });

  it('says at the season what is wrong and saves nothing', async () => {
    renderMedia('/addmedia', { role: 'librarian' });
    await userEvent.click(await screen.findByRole('button', { name: 'TV Show' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Severance');
    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    const first = season(/^Season 1/);
    await userEvent.type(first.getByLabelText('Episodes in this season'), '1');
    await userEvent.type(first.getByLabelText('Episode titles'), 'Good News About Hell{Enter}Half Loop');
    await userEvent.type(first.getByLabelText('Air dates'), '18/02/2022');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(first.getByLabelText('Episode titles')).toHaveAccessibleDescription(/2 titles for 1: add to the number or remove titles/);
    expect(first.getByLabelText('Air dates')).toHaveAccessibleDescription(/Line 1: write an air date as 2019-05-06/);
    expect(callsTo('POST', '/medias')).toEqual([]);
    // Fixing them clears the messages, and the new show's episodes are numbered from 1; the counts follow the episodes.
    await userEvent.clear(first.getByLabelText('Episodes in this season'));
    await userEvent.clear(first.getByLabelText('Air dates'));
    expect(first.getByLabelText('Air dates')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/medias')).toHaveLength(1));
    expect(callsTo('POST', '/medias')[0]?.body).toMatchObject({
      numEpisodes: 2,
      seasons: 1,
      submedia: [
        { title: 'Good News About Hell', overallnum: 1, season: 1, episode: 1 },
        { title: 'Half Loop', overallnum: 2, season: 1, episode: 2 },
      ],
    });
  });

  it('fills a show picked from the look-up with its seasons, episodes and ids, asked for by its id', async () => {
    const whole: LookupResult = {
      ...lookupResults.severance,
      externalIds: { tmdb_tv: '95396', imdb: 'tt11280740' },
      submedia: [
        { title: 'Good News About Hell', overallnum: 1, season: 1, episode: 1, airDate: '2022-02-17', runtime: 57, externalIds: { tmdb_episode: '1' } },
        { title: 'Half Loop', overallnum: 2, season: 1, episode: 2, airDate: '2022-02-18', runtime: 53, externalIds: { tmdb_episode: '2' } },
        { title: 'Hello, Ms. Cobel', overallnum: 3, season: 2, episode: 1, airDate: '2025-01-17', runtime: 49, externalIds: { tmdb_episode: '3' } },
      ],
    };
    server.use(
      http.get(apiPath('/lookup'), ({ request }) => {
        if (new URL(request.url).searchParams.get('id') !== '95396') return undefined;
        return HttpResponse.json({ results: [whole], services: [{ service: 'tmdb', state: 'ok', message: null }] });
      }),
    );
    const { router } = renderMedia('/addmedia', { role: 'librarian' });
    await userEvent.click(await screen.findByRole('button', { name: 'TV Show' }));
    await userEvent.type(screen.getByLabelText('Title'), 'severance');
    await userEvent.click(within(await screen.findByRole('list', { name: /Matches from TMDB/ })).getByRole('button', { name: /^Severance/ }));

    expect(await screen.findByRole('group', { name: /^Season 2 · 1 episode$/ })).toBeInTheDocument();
    expect(season(/^Season 1/).getByLabelText('Episode titles')).toHaveValue('Good News About Hell\nHalf Loop');
    expect(season(/^Season 1/).getByLabelText('Runtimes (minutes)')).toHaveValue('57\n53');
    expect(screen.getByLabelText('IMDb')).toHaveValue('tt11280740');
    expect(screen.getByLabelText('TMDB TV show')).toHaveValue('95396');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/tvshow\/\d+$/));
    const saved = callsTo('POST', '/medias')[0]?.body as MediaCreate;
    expect(saved.externalIds).toEqual({ imdb: 'tt11280740', tmdb_tv: '95396' });
    expect(saved.submedia?.map((episode) => [episode.overallnum, episode.season, episode.episode, episode.externalIds])).toEqual([
      [1, 1, 1, { tmdb_episode: '1' }],
      [2, 1, 2, { tmdb_episode: '2' }],
      [3, 2, 1, { tmdb_episode: '3' }],
    ]);
  });

  it('gives an album its songs by count and titles, and keeps their numbers when edited', async () => {
    renderMedia('/editmedia', { role: 'librarian', locationState: { media: media.blue } });
    const titles = await screen.findByLabelText('Songs');
    expect(titles).toHaveValue(media.blue.submedia.map((song) => song.title).join('\n'));
    expect(screen.getByLabelText('Number of Songs')).toHaveValue(media.blue.submedia.length);
    await userEvent.clear(screen.getByLabelText('Number of Songs'));
    await userEvent.type(screen.getByLabelText('Number of Songs'), String(media.blue.submedia.length + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', `/medias/${media.blue.mediaID}`)).toHaveLength(1));
    const songs = (callsTo('PATCH', `/medias/${media.blue.mediaID}`)[0]?.body as MediaCreate).submedia ?? [];
    const highest = Math.max(...media.blue.submedia.map((song) => song.overallnum));
    expect(songs.map((song) => song.overallnum)).toEqual([...media.blue.submedia.map((song) => song.overallnum), highest + 1]);
    expect(songs.at(-1)).toMatchObject({ title: `Track ${media.blue.submedia.length + 1}`, season: null, episode: null });
  });

  it('folds a long show’s seasons, opens one on a click or with a message, and a new season starts open', async () => {
    const long = { ...expanse, submedia: [1, 2, 3, 4].map((number) => ({ ...expanse.submedia[0]!, submediaID: 20 + number, overallnum: number, season: number, title: `Opening ${number}` })) };
    renderMedia('/editmedia', { role: 'librarian', locationState: { media: long } });
    const summary = (number: number) => screen.getByText(`Season ${number} · 1 episode`, { selector: 'summary' });
    await screen.findByRole('heading', { name: 'Seasons and episodes' });
    expect(summary(4).closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary(4));
    expect(season(/^Season 4/).getByLabelText('Episode titles')).toHaveValue('Opening 4');
    await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    await userEvent.type(season(/^Season 5/).getByLabelText('Episode titles'), 'Cibola Burn');
    expect(summary(1).closest('details')).not.toHaveAttribute('open');
    // A message in a season folded again opens it, so its field can take focus.
    const third = summary(3).closest('details') as HTMLDetailsElement;
    third.open = true;
    await userEvent.type(season(/^Season 3/).getByLabelText('Air dates'), 'soon');
    third.open = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(season(/^Season 3/).getByLabelText('Air dates')).toHaveFocus());
    expect(third).toHaveAttribute('open');
    expect(summary(4).closest('details')).toHaveAttribute('open');
    expect(patched()).toBeUndefined();
    // Fixed, the message goes and the season stays open under the cursor.
    await userEvent.clear(season(/^Season 3/).getByLabelText('Air dates'));
    expect(season(/^Season 3/).getByLabelText('Air dates')).not.toHaveAttribute('aria-invalid');
    expect(third).toHaveAttribute('open');
  });
});
