import type { Reading } from '@shelfmark/contract';
import { callsTo, media } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMedia, shelve, startMediaServer } from '../../testing/render-media';

startMediaServer();

function reading(readingID: number, started: [string, Reading['dateStartedPrecision']], finished: [string, Reading['dateFinishedPrecision']] | null): Reading {
  return {
    readingID,
    dateStarted: started[0],
    dateStartedPrecision: started[1],
    dateFinished: finished?.[0] ?? null,
    dateFinishedPrecision: finished?.[1] ?? 'day',
    status: finished ? 'read' : null,
    entries: [],
  };
}

const yearOnly = reading(40, ['2019-01-01T00:00:00.000Z', 'year'], ['2019-06-01T00:00:00.000Z', 'month']);
const dayToDay = reading(41, ['2019-03-05T12:00:00.000Z', 'day'], ['2019-04-02T12:00:00.000Z', 'day']);
const readingItem = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const group = (scope: HTMLElement, name: string) => within(within(scope).getByRole('group', { name }));

describe('readings with partial dates', () => {
  it('shows a year or a month as written, in the order the server gives', async () => {
    shelve(media.dune, { status: 'read', readings: [yearOnly, dayToDay] });
    renderMedia('/book/3');
    expect(await screen.findByRole('heading', { name: 'First reading' })).toBeInTheDocument();
    expect(readingItem('First reading')).toHaveTextContent('2019 – June 2019');
    expect(readingItem('Second reading')).toHaveTextContent('Mar 5, 2019 – Apr 2, 2019');
  });

  it('edits a reading at the precision it was given: saving unchanged sends the year and month back', async () => {
    shelve(media.dune, { status: 'read', readings: [yearOnly] });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dates: First' }));
    const item = readingItem('First reading');
    expect(group(item, 'Started').getByLabelText('Date known to the')).toHaveDisplayValue('year');
    expect(group(item, 'Started').getByLabelText('Year')).toHaveValue('2019');
    expect(group(item, 'Finished').getByLabelText('Date known to the')).toHaveDisplayValue('month');
    expect(group(item, 'Finished').getByLabelText('Month')).toHaveDisplayValue('June');
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', '/readings/40')[0]?.body).toEqual({ readingID: 40, start: '2019', end: '2019-06' }));
    expect(await screen.findByText('2019 – June 2019')).toBeInTheDocument();
  });

  it('lets a user say only the month and year they remember', async () => {
    shelve(media.dune, { status: 'read', readings: [dayToDay] });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dates: First' }));
    const started = group(readingItem('First reading'), 'Started');
    await userEvent.selectOptions(started.getByLabelText('Date known to the'), 'month');
    // The day's month and year carry over; choosing another month is one more step.
    expect(started.getByLabelText('Year')).toHaveValue('2019');
    await userEvent.selectOptions(started.getByLabelText('Month'), 'February');
    await userEvent.click(within(readingItem('First reading')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', '/readings/41')[0]?.body).toEqual({ readingID: 41, start: '2019-02', end: '2019-04-02' }));
    expect(await screen.findByText('February 2019 – Apr 2, 2019')).toBeInTheDocument();
  });

  it('says what is wrong with a year, a missing month or a date after today, and sends nothing', async () => {
    shelve(media.dune, { status: 'read', readings: [dayToDay] });
    renderMedia('/book/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dates: First' }));
    const item = readingItem('First reading');
    const finished = group(item, 'Finished');
    await userEvent.selectOptions(finished.getByLabelText('Date known to the'), 'year');
    const year = finished.getByLabelText('Year');
    await userEvent.clear(year);
    await userEvent.type(year, '20x1');
    expect(year).toHaveValue('201');
    expect(year).toHaveAccessibleDescription(/Enter the year with four digits, e.g. 2019$/);
    await userEvent.type(year, '9');
    await userEvent.clear(year);
    await userEvent.type(year, '2999');
    expect(year).toHaveAccessibleDescription(/Reading dates cannot be later than today$/);
    await userEvent.selectOptions(finished.getByLabelText('Date known to the'), 'month');
    await userEvent.selectOptions(finished.getByLabelText('Month'), 'Choose a month');
    await userEvent.clear(year);
    await userEvent.type(year, '2019');
    expect(finished.getByLabelText('Month')).toHaveAccessibleDescription(/Choose the month, or say the date is known to the year$/);
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(callsTo('PATCH', '/readings/41')).toEqual([]);
  });

  it('keeps Present for a reading with no end', async () => {
    shelve(media.dune, { status: 'currentlyReading', currentReading: { readingID: 42 }, readings: [reading(42, ['2020-01-01T00:00:00.000Z', 'year'], null)] });
    renderMedia('/book/3');
    expect(await screen.findByText('2020 – Present')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit dates: First' }));
    await userEvent.click(within(readingItem('First reading')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', '/readings/42')[0]?.body).toEqual({ readingID: 42, start: '2020', end: null }));
  });
});
