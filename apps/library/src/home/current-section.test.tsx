import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { renderLibrary, server, setWindowWidth, startLibraryServer } from '../testing/render-library';
import { addEntry, callsTo, mockDb } from '@shelfmark/testing';

startLibraryServer();

const PROGRESS_MESSAGE = 'Progress must be a page number from 0 to the number of pages';

async function currentCard(title: string) {
  const current = await screen.findByRole('region', { name: 'Current' });
  const heading = await within(current).findByRole('heading', { name: title });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  return within(card);
}

describe('Current', () => {
  it('lists what is currently being read as cards linking to their detail pages', async () => {
    const media = makeMedia('The Dispossessed');
    addEntry(media, 'currentlyReading');
    renderLibrary('/');
    const card = await currentCard('The Dispossessed');
    expect(card.getByRole('link', { name: 'The Dispossessed' })).toHaveAttribute('href', `/book/${media.mediaID}`);
  });

  it('Mark Done ends the current reading now with status read, then sets status read', async () => {
    const entry = addEntry(makeMedia('Kindred'), 'currentlyReading');
    const readingID = entry.currentReading?.readingID;
    renderLibrary('/');
    const card = await currentCard('Kindred');
    await userEvent.click(card.getByRole('button', { name: 'Mark Done' }));
    await waitFor(() => expect(entry.status).toBe('read'));
    expect(entry.readings).toEqual([expect.objectContaining({ readingID, status: 'read' })]);
    expect(Math.abs(Date.parse(entry.readings[0]?.dateFinished ?? '') - Date.now())).toBeLessThan(60_000);
    const order = mockDb.calls.filter((call) => call.method === 'PATCH').map((call) => call.path);
    expect(order).toEqual([`/readings/end/${readingID}`, `/usermedias/${entry.usermediaID}`]);
    expect(callsTo('PATCH', `/usermedias/${entry.usermediaID}`)[0]?.body).toEqual({ status: 'read' });
    const current = screen.getByRole('region', { name: 'Current' });
    expect(await within(current).findByText('This shelf is currently empty')).toBeInTheDocument();
  });

  it('Mark DNF sets status DNF while the reading-end call still sends status read', async () => {
    const entry = addEntry(makeMedia('Ulysses'), 'currentlyReading');
    renderLibrary('/');
    const card = await currentCard('Ulysses');
    await userEvent.click(card.getByRole('button', { name: 'Mark DNF' }));
    await waitFor(() => expect(entry.status).toBe('DNF'));
    expect(callsTo('PATCH', `/readings/end/${entry.readings[0]?.readingID}`)[0]?.body).toMatchObject({ status: 'read' });
    expect(entry.readings[0]?.status).toBe('read');
  });

  it('saves a page number with Enter, showing Saving... meanwhile', async () => {
    const entry = addEntry(makeMedia('Beloved', 'Toni Morrison', { numPages: 300 }), 'currentlyReading', { progress: 12 });
    renderLibrary('/');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the PATCH until the test has seen 'Saving...', then lets the mock library answer it.
    server.use(http.patch('*/api/v1/usermedias/:id', () => held));
    const card = await currentCard('Beloved');
    const field = card.getByRole('textbox', { name: 'Current page' });
    expect(field).toHaveValue('12');
    await userEvent.clear(field);
    await userEvent.type(field, '150{Enter}');
    expect(await card.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(entry.progress).toBe(150));
    expect(await card.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it.each([
    ['text', 'abc'],
    ['a blank field', ' '],
    ['a page below 0', '-1'],
    ['a page beyond numPages', '301'],
    ['a fraction', '2.5'],
    // Number() reads these as pages; the rule is digits only (libs/contract parseProgress).
    ['an exponent', '1e2'],
    ['a hex number', '0x1F'],
    ['a sign', '+5'],
    ['a space before the page', ' 5'],
  ])('rejects %s with a visible message and sends nothing', async (_case, typed) => {
    const entry = addEntry(makeMedia('Jazz', 'Toni Morrison', { numPages: 300 }), 'currentlyReading', { progress: 7 });
    renderLibrary('/');
    const card = await currentCard('Jazz');
    const field = card.getByRole('textbox', { name: 'Current page' });
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(card.getByText(PROGRESS_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(entry.progress).toBe(7);
  });

  it('accepts the last page and page 0', async () => {
    const entry = addEntry(makeMedia('Sula', 'Toni Morrison', { numPages: 300 }), 'currentlyReading', { progress: 7 });
    renderLibrary('/');
    const card = await currentCard('Sula');
    const field = card.getByRole('textbox', { name: 'Current page' });
    await userEvent.clear(field);
    await userEvent.type(field, '300{Enter}');
    await waitFor(() => expect(entry.progress).toBe(300));
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await waitFor(() => expect(entry.progress).toBe(0));
    expect(card.queryByText(PROGRESS_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the simplified card, with only Mark Done and Mark DNF, when numPages is 0', async () => {
    addEntry(makeMedia('An Album', 'Some Band', { type: 'album', numPages: 0 }), 'currentlyReading');
    renderLibrary('/');
    const card = await currentCard('An Album');
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual(['Mark Done', 'Mark DNF']);
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('puts the progress label inside the bar above 20% on wide screens and 30% on narrow ones', async () => {
    addEntry(makeMedia('Quarter', 'A Writer', { numPages: 100 }), 'currentlyReading', { progress: 25 });
    addEntry(makeMedia('Fifth', 'B Writer', { numPages: 100 }), 'currentlyReading', { progress: 20 });
    setWindowWidth(1280);
    renderLibrary('/');
    const quarter = await currentCard('Quarter');
    const fifth = await currentCard('Fifth');
    expect(quarter.getByRole('progressbar', { name: 'Progress of Quarter' })).toHaveAttribute('data-label-position', 'inside');
    expect(fifth.getByRole('progressbar')).toHaveAttribute('data-label-position', 'outside');
    expect(quarter.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '25%');
    setWindowWidth(390);
    expect(quarter.getByRole('progressbar')).toHaveAttribute('data-label-position', 'outside');
    expect(mockDb.entries).toHaveLength(2);
  });
});
