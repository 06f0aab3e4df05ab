import { callsTo, failCall, media, mockDb } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMedia, shelve, startMediaServer } from '../testing/render-media';

startMediaServer();

const PROGRESS_MESSAGE = 'Progress must be a page number from 0 to the number of pages';

const reading = (readingID: number, dateFinished: string | null, entries = 0) => ({
  readingID,
  dateStarted: '2026-01-01T10:00:00.000Z',
  dateFinished,
  status: dateFinished ? ('read' as const) : null,
  entries: Array.from({ length: entries }, (_, index) => ({ entryID: 500 + index, title: 't', body: 'b', time: '2026-01-01T10:00:00.000Z', page: null, readingID: null })),
});

describe('shelf features', () => {
  it("lists readings as First and Second with 'Present' for the current one, deletable only without entries", async () => {
    shelve(media.dune, { status: 'currentlyReading', currentReading: { readingID: 41 }, readings: [reading(40, '2026-01-05T10:00:00.000Z', 1), reading(41, null)] });
    renderMedia('/book/3');
    // The first render of the file loads the page's modules: give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'First reading' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Second reading' })).toBeInTheDocument();
    expect(screen.getByText(/Present/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete reading: First' })).toBeDisabled();
    // The disabled delete says why, on screen and to a screen reader.
    expect(screen.getByRole('button', { name: 'Delete reading: First' })).toHaveAccessibleDescription('Readings with journal entries cannot be deleted');
    expect(screen.getByRole('button', { name: 'Delete reading: Second' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete reading: Second' })).not.toHaveAccessibleDescription();
  });

  it('refuses a reading date later than today', async () => {
    shelve(media.dune, { readings: [reading(40, null)] });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dates: First' }));
    const started = within(screen.getByRole('group', { name: 'Started' })).getByLabelText('Date');
    await userEvent.clear(started);
    await userEvent.type(started, '2999-01-01');
    expect(screen.getByText('Reading dates cannot be later than today')).toBeInTheDocument();
  });

  it('adds a tag with Enter and refuses one over 50 characters', async () => {
    shelve(media.dune);
    renderMedia('/book/3');
    const field = await screen.findByLabelText('Add a tag');
    await userEvent.type(field, `${'x'.repeat(51)}{Enter}`);
    expect(await screen.findByText('Body of tag is too long, please try again')).toBeInTheDocument();
    await userEvent.clear(field);
    // The next change takes the error away.
    expect(screen.queryByText('Body of tag is too long, please try again')).not.toBeInTheDocument();
    await userEvent.type(field, 'space opera{Enter}');
    await waitFor(() => expect(callsTo('PUT', '/usermedias/103/tags/1000')).toHaveLength(1));
    expect(callsTo('POST', '/tags')).toHaveLength(1);
  });

  it("shows 'That tag is already associated with this book.' when the server refuses the tag", async () => {
    shelve(media.dune);
    // 'desert' is the reader's tag 2 already, so POST /tags answers it and the PUT is refused.
    failCall('PUT', '/usermedias/103/tags/2', 400);
    renderMedia('/book/3');
    await userEvent.type(await screen.findByLabelText('Add a tag'), 'desert{Enter}');
    expect(await screen.findByText('That tag is already associated with this book.')).toBeInTheDocument();
  });

  it('suggests the user’s other tags while typing, asking for them once the field is used', async () => {
    shelve(media.dune, { tags: [{ tagID: 2, tagValue: 'desert' }] });
    renderMedia('/book/3');
    const field = await screen.findByLabelText('Add a tag');
    expect(callsTo('GET', '/tags')).toHaveLength(0);
    await userEvent.click(field);
    const list = document.getElementById(field.getAttribute('list') ?? '');
    await waitFor(() => expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['comfort read']));
    expect(callsTo('GET', '/tags')).toHaveLength(1);
  });

  it('removes a tag with its chip', async () => {
    shelve(media.dune, { tags: [{ tagID: 2, tagValue: 'desert' }] });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag desert' }));
    await waitFor(() => expect(callsTo('DELETE', '/usermedias/103/tags/2')).toHaveLength(1));
  });

  it('edits and deletes a journal entry, and deletes a reading without entries', async () => {
    const entry = { entryID: 77, title: 'Arrakis', body: 'Hot.', time: '2026-01-02T10:00:00.000Z', page: 12, readingID: null };
    shelve(media.dune, { entries: [entry], readings: [reading(40, '2026-01-05T10:00:00.000Z')] });
    renderMedia('/book/3');
    expect(await screen.findByText('Page 12', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const body = screen.getByLabelText('Entry');
    await userEvent.clear(body);
    await userEvent.type(body, 'Very hot.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', '/entries/77')[0]?.body).toEqual({ title: 'Arrakis', body: 'Very hot.', page: 12, readingID: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('DELETE', '/entries/77')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Delete reading: First' }));
    await waitFor(() => expect(callsTo('DELETE', '/readings/40')).toHaveLength(1));
  });

  it('opens and closes the entry form with the plus button, with an editor of 10 rows and a reading picked by name', async () => {
    shelve(media.dune, { currentReading: { readingID: 41 }, readings: [reading(40, '2026-01-05T10:00:00.000Z'), reading(41, null)] });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'New entry' }));
    expect(screen.getByLabelText('Entry')).toHaveAttribute('rows', '10');
    await userEvent.type(screen.getByLabelText('Entry'), 'Spice must flow');
    const picker = screen.getByRole('combobox', { name: 'Reading' });
    // 0 (none) to the number of readings, by name; a new entry starts on the current reading.
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'First reading (Jan 1, 2026 – Jan 5, 2026)',
      'Second reading (Jan 1, 2026 – Present)',
    ]);
    expect(picker).toHaveDisplayValue('Second reading (Jan 1, 2026 – Present)');
    await userEvent.selectOptions(picker, 'First reading (Jan 1, 2026 – Jan 5, 2026)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/entries/103')[0]?.body).toMatchObject({ body: 'Spice must flow', readingID: 40 }));
    await userEvent.click(screen.getByRole('button', { name: 'New entry' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reading' }), 'None');
    await userEvent.type(screen.getByLabelText('Entry'), 'No reading');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/entries/103')[1]?.body).toMatchObject({ body: 'No reading', readingID: null }));
    await userEvent.click(screen.getByRole('button', { name: 'New entry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close new entry' }));
    expect(screen.queryByLabelText('Entry')).not.toBeInTheDocument();
  });

  it('focuses the first invalid field of an entry and clears each message once its field is fixed', async () => {
    shelve(media.dune);
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'New entry' }));
    await userEvent.type(screen.getByLabelText('Page'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const body = screen.getByLabelText('Entry');
    const page = screen.getByLabelText('Page');
    await waitFor(() => expect(body).toHaveFocus());
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(page).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(body, 'Dust');
    expect(body).not.toHaveAttribute('aria-invalid');
    expect(page).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(page);
    await userEvent.type(page, '2');
    expect(page).not.toHaveAttribute('aria-invalid');
    expect(callsTo('POST', '/entries/103')).toEqual([]);
  });

  it("says 'No book was selected to recommend' without a pick, and makes a second swapped call for a reciprocal one", async () => {
    shelve(media.dune);
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'New recommendation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recommend' }));
    // The message sits on the search field, which gets focus.
    expect(await screen.findByText('No book was selected to recommend')).toBeInTheDocument();
    const search = screen.getByLabelText('Find a book to recommend');
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAccessibleDescription('No book was selected to recommend');
    await userEvent.type(search, 'Atuan');
    await userEvent.click(await screen.findByRole('button', { name: 'The Tombs of Atuan' }));
    await userEvent.click(screen.getByLabelText('Also recommend this item on theirs'));
    await userEvent.click(screen.getByRole('button', { name: 'Recommend' }));
    await waitFor(() => expect(callsTo('POST', '/recommendations').map((call) => call.body)).toEqual([
      { mediaA: 3, mediaB: 2, note: '' },
      { mediaA: 2, mediaB: 3, note: '' },
    ]));
  });

  it("says 'That book as already been recommended' for a repeat", async () => {
    shelve(media.dune, { recommendations: [{ recommendationID: 9, mediaA: 3, mediaB: media.tombsOfAtuan, note: null }] });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'New recommendation' }));
    await userEvent.type(screen.getByLabelText('Find a book to recommend'), 'Atuan');
    await userEvent.click(await screen.findByRole('button', { name: 'The Tombs of Atuan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recommend' }));
    expect(screen.getByText('That book as already been recommended')).toBeInTheDocument();
  });

  it('shows progress only while currently reading and refuses non-numeric pages', async () => {
    shelve(media.dune, { status: 'currentlyReading' });
    renderMedia('/book/3');
    const page = await screen.findByLabelText('Current page');
    await userEvent.clear(page);
    await userEvent.type(page, 'abc{Enter}');
    expect(screen.getByText(PROGRESS_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(page);
    expect(screen.queryByText(PROGRESS_MESSAGE)).not.toBeInTheDocument();
    await userEvent.type(page, '120{Enter}');
    await waitFor(() => expect(callsTo('PATCH', '/usermedias/103')[0]?.body).toEqual({ progress: 120 }));
  });

  it.each([
    ['text', 'abc'],
    ['a blank field', ' '],
    ['a page below 0', '-1'],
    ['a page beyond numPages', '413'],
    ['a fraction', '2.5'],
    // Number() reads these as pages; the rule is digits only (libs/contract parseProgress).
    ['an exponent', '1e2'],
    ['a hex number', '0x1F'],
    ['a sign', '+5'],
    ['a space before the page', ' 5'],
  ])('rejects %s with a message by the field, keeps the input and sends nothing', async (_case, typed) => {
    shelve(media.dune, { status: 'currentlyReading', progress: 7 });
    renderMedia('/book/3');
    const page = await screen.findByLabelText('Current page');
    expect(page).toHaveValue('7');
    await userEvent.clear(page);
    await userEvent.type(page, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(PROGRESS_MESSAGE)).toBeInTheDocument();
    expect(page).toHaveAttribute('aria-invalid', 'true');
    expect(page).toHaveAccessibleDescription(PROGRESS_MESSAGE);
    expect(page).toHaveValue(typed);
    expect(screen.getByRole('progressbar', { name: 'Progress in pages' })).toHaveAttribute('aria-valuenow', '7');
    expect(callsTo('PATCH', '/usermedias/103')).toEqual([]);
  });

  it('accepts the last page and page 0 as typed', async () => {
    shelve(media.dune, { status: 'currentlyReading', progress: 7 });
    renderMedia('/book/3');
    const page = await screen.findByLabelText('Current page');
    await userEvent.clear(page);
    await userEvent.type(page, '412{Enter}');
    await waitFor(() => expect(callsTo('PATCH', '/usermedias/103')[0]?.body).toEqual({ progress: 412 }));
    await userEvent.clear(page);
    await userEvent.type(page, '0{Enter}');
    await waitFor(() => expect(callsTo('PATCH', '/usermedias/103')[1]?.body).toEqual({ progress: 0 }));
    expect(screen.queryByText(PROGRESS_MESSAGE)).not.toBeInTheDocument();
  });

  it('counts a TV show in episodes and calls its readings viewings, in the spec\'s First, Second order', async () => {
    shelve(media.expanse, { status: 'currentlyReading', progress: 3, currentReading: { readingID: 41 }, readings: [reading(40, '2026-01-05T10:00:00.000Z'), reading(41, null)] });
    renderMedia('/tvshow/6');
    const episode = await screen.findByLabelText('Current episode');
    expect(episode).toHaveValue('3');
    expect(screen.getByRole('progressbar', { name: 'Progress in episodes' })).toHaveAttribute('aria-valuetext', '3 of 62 episodes');
    expect(await screen.findByRole('heading', { name: 'Viewings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First viewing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Second viewing' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Viewings' })).queryByText(/reading/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New entry' }));
    expect(screen.getByRole('spinbutton', { name: 'Episode' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Viewing' })).toBeInTheDocument();
    await userEvent.clear(episode);
    await userEvent.type(episode, '63{Enter}');
    expect(screen.getByText('Progress must be an episode number from 0 to the number of episodes')).toBeInTheDocument();
  });

  it('marks a current item done or DNF, and gives an item without pages only those two buttons', async () => {
    const game = { ...media.portal, numPages: 0 };
    shelve(game, { status: 'currentlyReading' });
    renderMedia('/videogame/8');
    await screen.findByRole('button', { name: 'Mark DNF' });
    expect(screen.queryByLabelText('Current page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark DNF' }));
    await waitFor(() => expect(callsTo('PATCH', '/usermedias/108')[0]?.body).toEqual({ status: 'DNF' }));
    expect(await screen.findByRole('button', { name: 'Status: Did Not Finish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Done' })).not.toBeInTheDocument();
  });

  it.each([
    ['Mark Done', 'read', 'Status: Read'],
    ['Mark DNF', 'DNF', 'Status: Did Not Finish'],
  ])('%s ends the current reading now with status read, then sets status %s, as on Home', async (button, status, label) => {
    const entry = shelve(media.dune, { status: 'currentlyReading', currentReading: { readingID: 41 }, readings: [reading(41, null)] });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    const writes = mockDb.calls.filter((call) => call.method === 'PATCH');
    expect(writes.map((call) => call.path)).toEqual(['/readings/end/41', '/usermedias/103']);
    expect(writes[0]?.body).toEqual({ end: expect.any(String), status: 'read' });
    expect(Math.abs(Date.parse((writes[0]?.body as { end: string }).end) - Date.now())).toBeLessThan(60_000);
    expect(writes[1]?.body).toEqual({ status });
    expect(entry.readings[0]).toMatchObject({ readingID: 41, status: 'read' });
    // The entry shown is the server's answer: the reading is over.
    expect(await screen.findByRole('heading', { name: 'First reading' })).toBeInTheDocument();
    expect(screen.queryByText(/Present/)).not.toBeInTheDocument();
  });

  it('reverts a song favourite when saving it fails', async () => {
    const songs = media.blue.submedia.map((song, index) => ({ ...song, usersubmediaID: 70 + index }));
    const album = { ...media.blue, submedia: songs };
    shelve(album);
    failCall('PATCH', '/usersubmedias/71', 500);
    renderMedia('/album/7');
    const river = await screen.findByRole('button', { name: 'Favorite River' });
    await userEvent.click(river);
    expect(await screen.findByText('Could not save the favourite of River')).toBeInTheDocument();
    expect(river).toHaveAttribute('aria-pressed', 'false');
    const other = screen.getByRole('button', { name: 'Favorite A Case of You' });
    await userEvent.click(other);
    expect(other).toHaveAttribute('aria-pressed', 'true');
  });
});
