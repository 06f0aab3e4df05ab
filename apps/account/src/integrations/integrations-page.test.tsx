import type { Integration } from '@shelfmark/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../testing/mock-server';
import { renderAccount, signInAs } from '../testing/render-account';

startMockServer();
configure({ asyncUtilTimeout: 5000 });

const living: Integration = {
  integrationID: 7,
  kind: 'plex',
  name: 'Living room',
  created: '2026-11-20T08:00:00.000Z',
  paused: true,
  pausedReason: 'Paused after 5 failures in a row; the last: This is not a Plex webhook Shelfmark understands',
  lastEventAt: '2026-11-26T20:00:00.000Z',
  lastError: 'This is not a Plex webhook Shelfmark understands',
  lastErrorAt: '2026-11-26T21:00:00.000Z',
  eventsThisWeek: 12,
  settings: { serverUsers: ['ana'], libraries: [], minimumPercent: 10, createUnknown: false },
  inboxCount: 1,
};

/** The integrations API as the page sees it, recording what was sent. */
function fakeApi(rows: Integration[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: request.method === 'DELETE' ? null : await request.json() });
  };
  server.use(
    http.get('*/api/v1/integrations', () => HttpResponse.json(rows)),
    http.post('*/api/v1/integrations', async ({ request }) => {
      await record(request);
      const body = sent.at(-1)?.body as { kind: 'jellyfin'; name: string };
      return HttpResponse.json({ ...living, integrationID: 9, kind: body.kind, name: body.name, paused: false, pausedReason: null, inboxCount: 0, hookUrl: 'https://shelf.example/api/v1/integrations/hooks/9/s3cr3t' }, { status: 201 });
    }),
    http.patch('*/api/v1/integrations/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...living, paused: false, pausedReason: null });
    }),
    http.delete('*/api/v1/integrations/:id', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/v1/integrations/7/inbox', () =>
      HttpResponse.json([
        {
          id: 31,
          integrationID: 7,
          type: 'movie',
          title: 'Signal Over Water: Director’s Cut',
          year: 2016,
          episode: null,
          action: 'Watched',
          playedAt: '2026-11-25T20:00:00.000Z',
          serverUser: 'ana',
          candidates: [{ mediaID: 4, title: 'Signal Over Water', creator: '', type: 'movie', confidence: 0.8 }],
        },
      ]),
    ),
    http.post('*/api/v1/integrations/7/inbox/31/resolve', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: 31, state: 'recorded', mediaID: 4 });
    }),
  );
  return sent;
}

async function openPage() {
  const user = userEvent.setup();
  signInAs('reader');
  renderAccount('/integrations');
  await screen.findByRole('heading', { level: 1, name: 'Integrations' });
  return user;
}

describe('the Integrations page', { timeout: 20_000 }, () => {
  it('adds a Jellyfin server and shows its address once, with the steps and the template to paste', async () => {
    const sent = fakeApi([]);
    const user = await openPage();
    const jellyfin = await screen.findByRole('region', { name: 'Jellyfin' });
    expect(within(jellyfin).getByText('None yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plex' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Emby' })).toBeInTheDocument();

    await user.click(within(jellyfin).getByRole('button', { name: 'Set up Jellyfin' }));
    expect(within(jellyfin).getByRole('heading', { name: 'New Jellyfin server' })).toHaveFocus();
    expect(within(jellyfin).getByText(/Tick the notification type Playback Stop/)).toBeInTheDocument();
    await user.click(within(jellyfin).getByRole('button', { name: 'Add server' }));
    expect(await within(jellyfin).findByText(/Name at least one server user/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(jellyfin).getByRole('textbox', { name: /^Name/ }), 'Living room');
    await user.type(within(jellyfin).getByRole('textbox', { name: /^Server users/ }), 'ana, ben ');
    await user.click(within(jellyfin).getByRole('button', { name: 'Add server' }));

    expect(await within(jellyfin).findByRole('heading', { name: 'The address of Living room' })).toHaveFocus();
    expect(within(jellyfin).getByRole('textbox', { name: 'Receiving address' })).toHaveValue('https://shelf.example/api/v1/integrations/hooks/9/s3cr3t');
    expect(within(jellyfin).getByText(/Tick the notification type Playback Stop/)).toBeInTheDocument();
    expect((within(jellyfin).getByRole('textbox', { name: 'Template to paste' }) as HTMLInputElement).value).toContain('"PlayedToCompletion": "{{PlayedToCompletion}}"');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/integrations', body: { kind: 'jellyfin', name: 'Living room', settings: { serverUsers: ['ana', 'ben'], libraries: [], minimumPercent: 10, createUnknown: false } } },
    ]);

    await user.click(within(jellyfin).getByRole('button', { name: 'I have copied it' }));
    expect(within(jellyfin).queryByRole('textbox', { name: 'Receiving address' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(jellyfin).getByRole('button', { name: 'Set up Jellyfin' })).toHaveFocus());
  });

  it('shows why an integration paused itself, resumes it, and resolves a play from its inbox', async () => {
    const sent = fakeApi([living]);
    const user = await openPage();
    const plex = await screen.findByRole('region', { name: 'Plex' });
    const card = await within(plex).findByRole('article', { name: 'Living room' });
    expect(within(card).getByText('Paused')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent('Paused after 5 failures in a row');
    expect(within(card).getByText('12')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Resume' }));
    await user.click(within(card).getByRole('button', { name: /Show the inbox \(1\)/ }));
    await user.click(await within(card).findByRole('button', { name: 'It is Signal Over Water' }));
    expect(await within(card).findByText('Recorded on your shelf.')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'PATCH', path: '/api/v1/integrations/7', body: { paused: false } },
      { method: 'POST', path: '/api/v1/integrations/7/inbox/31/resolve', body: { action: 'match', mediaID: 4 } },
    ]);
  });

  it('deletes an integration once confirmed', async () => {
    const sent = fakeApi([living]);
    const user = await openPage();
    const card = await screen.findByRole('article', { name: 'Living room' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this integration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: '/api/v1/integrations/7', body: null }]));
  });
});

