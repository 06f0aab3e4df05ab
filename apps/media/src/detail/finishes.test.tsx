import { callsTo, media, mockDb } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMedia, shelve, startMediaServer } from '../testing/render-media';

startMediaServer();

/** Issue 28: every finish dated, past readings added, a shelf chosen when adding (ADR 0026). */
describe('finishes on the detail page', () => {
  it('To Be Read → Read records a finish dated today, and "When did you finish?" moves it to a year', async () => {
    shelve(media.dune, { status: 'TBR' });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Status: To Be Read' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Read' }));
    expect(await screen.findByText(/^Finished /)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'First reading' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'When did you finish?' }));
    const group = screen.getByRole('group', { name: 'When did you finish?' });
    await userEvent.selectOptions(within(group).getByLabelText('Date known to the'), 'year');
    const year = within(group).getByLabelText('Year');
    await userEvent.clear(year);
    await userEvent.type(year, '2019');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'When did you finish?' })).toBeNull());
    const patch = mockDb.calls.find((call) => call.method === 'PATCH' && call.path.startsWith('/readings/'));
    expect(patch?.body).toMatchObject({ start: '2019', end: '2019' });
    expect(await screen.findByText('2019')).toBeInTheDocument();
  });

  it('adds a past reading known by its year alone, and shows an estimated one as "about"', async () => {
    shelve(media.dune, {
      status: 'read',
      readings: [{ readingID: 40, dateStarted: '2021-04-02T00:00:00.000Z', dateFinished: '2021-04-02T00:00:00.000Z', status: 'read', estimated: true, entries: [] }],
    });
    renderMedia('/book/3');
    expect(await screen.findByText('about 2021')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a reading' }));
    const form = screen.getByRole('group', { name: 'Add a reading' });
    const finished = within(form).getByRole('group', { name: 'Finished' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Enter when you finished')).toBeInTheDocument();
    await userEvent.selectOptions(within(finished).getByLabelText('Date known to the'), 'year');
    await userEvent.type(within(finished).getByLabelText('Year'), '2018');
    await userEvent.click(within(form).getByLabelText('I did not finish it'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('2018 (Did Not Finish)')).toBeInTheDocument();
    expect(callsTo('POST', '/readings/103')[0]?.body).toEqual({ start: null, end: '2018', status: 'DNF' });
  });

  it('adds to the library in one click, or onto a chosen shelf from the arrow', async () => {
    renderMedia('/book/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a shelf' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Read', 'Did Not Finish', 'To Be Read', 'Currently Reading', 'In Library']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Currently Reading' }));
    expect(await screen.findByRole('button', { name: 'Status: Currently Reading' })).toBeInTheDocument();
    expect(mockDb.entries.map((entry) => entry.status)).toEqual(['currentlyReading']);
  });
});
