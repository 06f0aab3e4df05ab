import { media } from '@shelfmark/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();

/** The bodies of the resolve calls made from here on. */
function recordResolutions(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/resolve')) void request.clone().json().then((body) => bodies.push(body));
  });
  return bodies;
}

async function openInbox() {
  signInAs('reader');
  renderAccount('/imports/1');
  const inbox = await screen.findByRole('region', { name: 'Review (2 rows)' });
  await within(inbox).findByRole('listitem', { name: 'The Tombs of Atuan (Earthsea Cycle, #2)' });
  return inbox;
}

const row = (title: string) => screen.getByRole('listitem', { name: title });
const count = (name: string) => within(screen.getByRole('region', { name: 'Summary' })).getByText(name).nextElementSibling?.textContent;

describe('the review inbox', () => {
  it("shows each row's data and its candidates with their confidence, most likely first", async () => {
    await openInbox();
    const tombs = row('The Tombs of Atuan (Earthsea Cycle, #2)');
    expect(tombs).toHaveTextContent('by Ursula K. Le Guin');
    expect(tombs).toHaveTextContent('No ISBN match; the title matched only partly');
    expect(tombs).toHaveTextContent('ISBN0689845367');
    expect(tombs).toHaveTextContent('StatusRead');
    expect(tombs).toHaveTextContent('Rating8 / 10');
    const candidates = within(tombs).getAllByRole('listitem');
    expect(candidates.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^The Tombs of Atuan.*Ursula K\. Le Guin · Book.*82% match/),
      expect.stringMatching(/^A Wizard of Earthsea.*41% match/),
    ]);
    expect(row('The Unlisted Novel')).toHaveTextContent('Nothing in the catalogue matches');
    expect(row('The Unlisted Novel')).not.toHaveTextContent('Possible matches');
    expect(row('The Unlisted Novel')).toHaveTextContent('StatusTo Be Read');
  });

  it('Use this match imports the row as that record and updates the counts', async () => {
    const bodies = recordResolutions();
    await openInbox();
    const user = userEvent.setup();
    await user.click(within(row('The Tombs of Atuan (Earthsea Cycle, #2)')).getByRole('button', { name: 'Use this match: The Tombs of Atuan' }));
    expect(await screen.findByRole('region', { name: 'Review (1 row)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'The Tombs of Atuan (Earthsea Cycle, #2)' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ action: 'match', mediaID: media.tombsOfAtuan.mediaID }]);
    expect([count('Imported'), count('Matched'), count('To review')]).toEqual(['4', '3', '1']);
    expect(screen.getByText('The Tombs of Atuan (Earthsea Cycle, #2) imported as The Tombs of Atuan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Review (1 row)' })).toHaveFocus();
    server.events.removeAllListeners();
  });

  it('Search the catalogue finds another record, by title or ISBN, and matches the row to it', async () => {
    const bodies = recordResolutions();
    await openInbox();
    const user = userEvent.setup();
    const unlisted = row('The Unlisted Novel');
    await user.click(within(unlisted).getByRole('button', { name: 'Search the catalogue' }));
    const search = within(unlisted).getByRole('combobox', { name: 'Search the catalogue for The Unlisted Novel' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('The Unlisted Novel');
    await user.clear(search);
    await user.type(search, '978-0441172719');
    await user.click(await within(unlisted).findByRole('option', { name: /Dune/ }));
    await waitFor(() => expect(bodies).toEqual([{ action: 'match', mediaID: media.dune.mediaID }]));
    expect(await screen.findByRole('region', { name: 'Review (1 row)' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('Create from this row and Skip settle the rows; the last one finishes the import', async () => {
    const bodies = recordResolutions();
    await openInbox();
    const user = userEvent.setup();
    await user.click(within(row('The Unlisted Novel')).getByRole('button', { name: 'Create from this row' }));
    await screen.findByRole('region', { name: 'Review (1 row)' });
    expect([count('Imported'), count('Created')]).toEqual(['4', '2']);
    await user.click(within(row('The Tombs of Atuan (Earthsea Cycle, #2)')).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('link', { name: 'Go to your library' })).toHaveAttribute('href', '/library');
    expect(count('Skipped')).toBe('2');
    expect(count('To review')).toBe('0');
    expect(screen.queryByRole('region', { name: /^Review/ })).not.toBeInTheDocument();
    expect(screen.getByText('Import finished')).toBeInTheDocument();
    expect(bodies).toEqual([{ action: 'create' }, { action: 'skip' }]);
    server.events.removeAllListeners();
  });

  it("keeps the row and shows the server's message when a decision is refused", async () => {
    server.use(http.post('*/api/v1/imports/:id/rows/:rowId/resolve', () => HttpResponse.json({ message: 'Title is too long' }, { status: 400 })));
    await openInbox();
    const unlisted = row('The Unlisted Novel');
    await userEvent.setup().click(within(unlisted).getByRole('button', { name: 'Create from this row' }));
    expect(await within(unlisted).findByRole('alert')).toHaveTextContent('Title is too long');
    expect(within(unlisted).getByRole('button', { name: 'Create from this row' })).toBeEnabled();
    expect(count('To review')).toBe('2');
  });

  it('shows the busy action and holds the others while a decision is sent', async () => {
    server.use(http.post('*/api/v1/imports/:id/rows/:rowId/resolve', () => new Promise<Response>(() => undefined)));
    await openInbox();
    const unlisted = row('The Unlisted Novel');
    await userEvent.setup().click(within(unlisted).getByRole('button', { name: 'Skip' }));
    expect(within(unlisted).getByRole('button', { name: 'Skipping...' })).toHaveAttribute('aria-busy', 'true');
    expect(within(unlisted).getByRole('button', { name: 'Create from this row' })).toBeDisabled();
    expect(within(unlisted).getByRole('button', { name: 'Search the catalogue' })).toBeDisabled();
  });
});
