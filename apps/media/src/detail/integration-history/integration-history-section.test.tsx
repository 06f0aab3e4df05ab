import { callsTo, media, mockDb } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMedia, shelve, startMediaServer } from '../../testing/render-media';

startMediaServer();

describe('what integrations recorded on an entry', () => {
  it('lists the lines, newest first, under the readings', async () => {
    const entry = shelve(media.dune, { status: 'currentlyReading' });
    mockDb.integrationHistory.set(entry.usermediaID, [
      { at: '2026-11-26T21:10:00.000Z', text: 'Read to 42% on KOReader (Kobo)' },
      { at: '2026-11-25T20:00:00.000Z', text: 'Read to 12% on KOReader (Kobo)' },
    ]);
    renderMedia('/book/3');
    const section = await screen.findByRole('region', { name: 'Recorded by your apps' }, { timeout: 5000 });
    const lines = within(section).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([expect.stringMatching(/^Read to 42% on KOReader \(Kobo\) · /), expect.stringMatching(/^Read to 12% on KOReader \(Kobo\) · /)]);
  });

  it('shows nothing for an entry no integration touched', async () => {
    const entry = shelve(media.dune, { status: 'currentlyReading' });
    renderMedia('/book/3');
    await waitFor(() => expect(callsTo('GET', `/integrations/history/${entry.usermediaID}`)).toHaveLength(1), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Readings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recorded by your apps' })).not.toBeInTheDocument();
  });
});
