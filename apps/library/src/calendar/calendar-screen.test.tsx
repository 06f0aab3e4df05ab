import { addEntry, callsTo } from '@shelfmark/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { renderLibrary, startLibraryServer } from '../testing/render-library';

startLibraryServer();
// The screens are lazy chunks: their first render waits for the chunk to be compiled and loaded.
configure({ asyncUtilTimeout: 5000 });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('/calendar', { timeout: 15_000 }, () => {
  it('lists the Watch List’s upcoming releases by date, with Not Out Yet for films', async () => {
    addEntry(makeMedia('Later Film', 'Denis Villeneuve', { type: 'movie', publication: inDays(40) }), 'watch');
    addEntry(makeMedia('Soon Book', 'Ann Leckie', { publication: inDays(3) }), 'watch');
    addEntry(makeMedia('Old Book', 'Ann Leckie', { publication: inDays(-3) }), 'watch');
    renderLibrary('/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Release calendar' })).toBeInTheDocument();
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.querySelector('time')?.getAttribute('datetime')).filter(Boolean)).toEqual([inDays(3), inDays(40)]);
    expect(screen.getByRole('link', { name: /Later Film/ })).toHaveTextContent('Movie · Not Out Yet');
    expect(screen.getByRole('link', { name: /Soon Book/ })).toHaveTextContent('Book · Watch List');
    expect(screen.queryByText('Old Book')).not.toBeInTheDocument();
  });

  it('shows a release known only to the year or month as it was entered, apart from that period’s first day', async () => {
    const year = String(new Date().getUTCFullYear() + 2);
    addEntry(makeMedia('Some Year', 'Ann Leckie', { publication: `${year}-01-01`, publicationPrecision: 'year' }), 'watch');
    addEntry(makeMedia('Some Month', 'Ann Leckie', { publication: `${year}-06-01`, publicationPrecision: 'month' }), 'watch');
    addEntry(makeMedia('New Year’s Day', 'Ann Leckie', { publication: `${year}-01-01` }), 'watch');
    renderLibrary('/calendar');
    const days = await screen.findAllByRole('heading', { level: 2 });
    const times = days.flatMap((day) => [...day.querySelectorAll('time')].map((time) => [time.getAttribute('datetime'), time.textContent]));
    // The server lists them by stored date (a period's first day), then title.
    expect(times).toEqual([
      [`${year}-01-01`, new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${year}-01-01T12:00:00Z`))],
      [year, year],
      [`${year}-06`, `June ${year}`],
    ]);
  });

  it('creates the feed, shows its address, and turns it off after a confirmation', async () => {
    renderLibrary('/calendar');
    expect(await screen.findByText('Nothing coming up')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create a calendar feed' }));
    const address = await screen.findByRole('textbox', { name: 'Feed address' });
    expect((address as HTMLInputElement).value).toMatch(/\/api\/v1\/calendar\/feed\/\w+\.ics$/);
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', expect.stringMatching(/^webcal:\/\//));
    expect(screen.getByText('No calendar app has fetched it yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off the feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the calendar feed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off the feed' }));
    expect(await screen.findByText('You have no calendar feed yet.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/calendar/feed')).toHaveLength(1);
  });
});
