import { toIsoDate, type Media, type Submedia } from '@shelfmark/contract';
import { callsTo, episodeMedia, failCall, findEntry, mockDb, putMedia } from '@shelfmark/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMedia, shelve, startMediaServer } from '../../testing/render-media';

startMediaServer();

const show = episodeMedia.severance;
const watches = `/medias/${show.mediaID}/watches`;
const seasonToggle = (name: string | RegExp) => screen.getByRole('button', { name });
const checkbox = (title: string) => screen.getByRole('checkbox', { name: `Watched ${title}` });

async function openShow() {
  renderMedia(`/tvshow/${show.mediaID}`);
  return screen.findByRole('heading', { level: 2, name: 'Episodes' }, { timeout: 5000 });
}

describe('a TV show’s episodes', () => {
  it('lists its seasons in order with Specials last, only the season of the next episode open', async () => {
    shelve(show, { status: 'currentlyReading' });
    mockDb.watches.push(...[201, 202, 203].map((submediaID) => ({ userID: 1, usermediaID: 120, readingID: findEntry(120)?.currentReading?.readingID ?? 0, submediaID, watchedAt: '2026-01-01T10:00:00.000Z' })));
    await openShow();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Season 13 of 3', 'Season 20 of 3', 'Specials0 of 1']);
    expect(seasonToggle(/^Season 2/)).toHaveAttribute('aria-expanded', 'true');
    expect(seasonToggle(/^Season 1/)).toHaveAttribute('aria-expanded', 'false');
    // A closed season draws no rows.
    expect(screen.queryByRole('checkbox', { name: 'Watched E1 · Good News About Hell' })).not.toBeInTheDocument();
    expect(checkbox('E1 · Hello, Ms. Cobel')).not.toBeChecked();
    expect(screen.getByText(/^Airs /)).toHaveAttribute('dateTime', '2099-01-31');
    await userEvent.click(seasonToggle(/^Season 1/));
    expect(checkbox('E1 · Good News About Hell')).toBeChecked();
    expect(screen.getByRole('progressbar', { name: 'Progress in episodes' })).toHaveAttribute('aria-valuetext', '3 of 6 episodes');
  });

  it('marks an episode of a show not on the shelf: the show is added as Currently Watching and the progress shows', async () => {
    putMedia(show);
    await openShow();
    await userEvent.click(checkbox('E1 · Good News About Hell'));
    await waitFor(() => expect(callsTo('POST', watches)).toHaveLength(1));
    expect(callsTo('POST', watches)[0]?.body).toEqual({ submediaIDs: [201] });
    expect(await screen.findByRole('progressbar', { name: 'Progress in episodes' })).toHaveAttribute('aria-valuetext', '1 of 6 episodes');
    expect(screen.getByRole('button', { name: /Currently Watching/ })).toBeInTheDocument();
    expect(checkbox('E1 · Good News About Hell')).toBeChecked();
  });

  it('marks everything up to an episode and a whole season, and unmarks a season', async () => {
    shelve(show, { status: 'currentlyReading' });
    await openShow();
    await userEvent.click(screen.getByRole('button', { name: 'Watched up to here: E2 · Half Loop' }));
    await waitFor(() => expect(checkbox('E2 · Half Loop')).toBeChecked());
    expect(checkbox('E1 · Good News About Hell')).toBeChecked();
    expect(checkbox('E3 · In Perpetuity')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Mark season watched: Season 1' }));
    await waitFor(() => expect(checkbox('E3 · In Perpetuity')).toBeChecked());
    expect(callsTo('POST', watches).map((call) => call.body)).toEqual([{ through: 202 }, { season: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Unmark season: Season 1' }));
    await waitFor(() => expect(checkbox('E1 · Good News About Hell')).not.toBeChecked());
    expect(callsTo('DELETE', watches).map((call) => call.body)).toEqual([{ season: 1 }]);
  });

  it('sends a past watch date, and refuses a date later than today with the reading-date message', async () => {
    shelve(show, { status: 'currentlyReading' });
    await openShow();
    const date = screen.getByLabelText('Watched on');
    expect(date).toHaveValue(toIsoDate(new Date()));
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    expect(screen.getByText('Reading dates cannot be later than today')).toBeInTheDocument();
    await userEvent.click(checkbox('E1 · Good News About Hell'));
    expect(callsTo('POST', watches)).toHaveLength(0);
    fireEvent.change(date, { target: { value: '2025-03-04' } });
    expect(screen.queryByText('Reading dates cannot be later than today')).not.toBeInTheDocument();
    await userEvent.click(checkbox('E1 · Good News About Hell'));
    await waitFor(() => expect(callsTo('POST', watches)[0]?.body).toEqual({ submediaIDs: [201], date: '2025-03-04' }));
  });

  it('puts the mark back and says so when saving fails', async () => {
    shelve(show, { status: 'currentlyReading' });
    failCall('POST', watches, 500);
    await openShow();
    await userEvent.click(checkbox('E1 · Good News About Hell'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(checkbox('E1 · Good News About Hell')).not.toBeChecked());
  });

  it('offers "Mark as Seen" once the last episode is marked, and marks it Seen only when asked', async () => {
    shelve(show, { status: 'currentlyReading' });
    await openShow();
    await userEvent.click(seasonToggle(/^Season 2/));
    await userEvent.click(screen.getByRole('button', { name: 'Watched up to here: E3 · Who Is Alive?' }));
    const offer = await screen.findByRole('button', { name: 'Mark as Seen' });
    expect(callsTo('PATCH', '/usermedias/120')).toHaveLength(0);
    await userEvent.click(offer);
    await waitFor(() => expect(callsTo('PATCH', '/usermedias/120').map((call) => call.body)).toEqual([{ status: 'read' }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as Seen' })).not.toBeInTheDocument());
    expect(findEntry(120)?.status).toBe('read');
  });

  it('lets the offer go with "Not now"', async () => {
    shelve(show, { status: 'currentlyReading' });
    await openShow();
    await userEvent.click(screen.getByRole('button', { name: 'Mark season watched: Season 1' }));
    await userEvent.click(seasonToggle(/^Season 2/));
    await userEvent.click(screen.getByRole('button', { name: 'Mark season watched: Season 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Mark as Seen' })).not.toBeInTheDocument();
    expect(findEntry(120)?.status).toBe('currentlyReading');
  });

  it('shows how many times an episode was watched when more than once', async () => {
    const entry = shelve(show, { status: 'currentlyReading' });
    // Watched in an earlier reading and in the current one.
    const readings = [1, entry.currentReading?.readingID ?? 0];
    mockDb.watches.push(...readings.map((readingID) => ({ userID: 1, usermediaID: entry.usermediaID, readingID, submediaID: 202, watchedAt: '2025-01-01T10:00:00.000Z' })));
    await openShow();
    const row = within(checkbox('E2 · Half Loop').closest('li') as HTMLElement);
    expect(row.getByText('Watched 2 times')).toBeInTheDocument();
    expect(screen.getAllByText(/^Watched \d+ times$/)).toHaveLength(1);
  });

  const longSeason = (length: number): Media => ({
    ...show,
    submedia: Array.from({ length }, (_, index): Submedia => ({ submediaID: 5000 + index, usersubmediaID: null, title: `Day ${index + 1}`, overallnum: index + 1, favorited: false, season: 1, episode: index + 1 })),
  });

  it('draws only the first 100 episodes of a season of 1,000', async () => {
    putMedia(longSeason(1000));
    await openShow();
    expect(screen.getAllByRole('checkbox')).toHaveLength(100);
    expect(screen.getByRole('button', { name: 'Show all 1000' })).toBeInTheDocument();
  });

  it('draws the rest of a long season on "Show all"', async () => {
    putMedia(longSeason(150));
    await openShow();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 150' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(150);
  });
});

describe('an album’s songs', () => {
  it('each has a listened control and "Listened up to here", without seasons, and keeps its favourite', async () => {
    const album = episodeMedia.hounds;
    shelve({ ...album, submedia: album.submedia.map((song, index) => ({ ...song, usersubmediaID: 90 + index })) }, { status: 'currentlyReading' });
    renderMedia(`/album/${album.mediaID}`);
    await screen.findByRole('heading', { level: 2, name: 'Songs' }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Listened on')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Listened up to here: 2. Hounds of Love' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Listened to 2. Hounds of Love' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Listened to 3. The Big Sky' })).not.toBeChecked();
    const row = within(screen.getByRole('checkbox', { name: 'Listened to 1. Running Up That Hill' }).closest('li') as HTMLElement);
    expect(row.getByRole('button', { name: 'Favorite Running Up That Hill' })).toHaveAttribute('aria-pressed', 'false');
  });
});
