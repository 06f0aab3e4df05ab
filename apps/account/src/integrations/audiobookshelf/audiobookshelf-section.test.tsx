import { AUDIOBOOKSHELF_MESSAGES, type AudiobookshelfItem, type Integration } from '@shelfmark/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, startMockServer } from '../../testing/mock-server';
import { signInAs } from '../../testing/render-account';
import { AudiobookshelfSection } from './audiobookshelf-section';

startMockServer();

const integration: Integration = {
  integrationID: 9,
  kind: 'audiobookshelf',
  name: 'Audiobookshelf',
  created: '2026-11-27T10:00:00.000Z',
  paused: true,
  pausedReason: AUDIOBOOKSHELF_MESSAGES.refused,
  lastEventAt: null,
  lastError: AUDIOBOOKSHELF_MESSAGES.refused,
  lastErrorAt: '2026-11-27T10:05:00.000Z',
  eventsThisWeek: 0,
  settings: null,
  inboxCount: 0,
};

const heard: AudiobookshelfItem = {
  itemID: 4,
  integrationID: 9,
  title: 'Project Hail Mary',
  author: 'Andy Weir',
  progress: 1,
  finished: true,
  updated: '2026-11-27T10:00:00.000Z',
  book: { mediaID: 5, title: 'Project Hail Mary', numPages: 496 },
  done: false,
};

function renderSection(integrations: Integration[], onChanged = vi.fn()) {
  signInAs('reader');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AudiobookshelfSection integrations={integrations} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onChanged };
}

describe('Audiobookshelf section', () => {
  it('checks the address and key as the API does, then connects', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/v1/integrations/audiobookshelf', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ integration: { ...integration, paused: false, pausedReason: null }, address: 'http://192.168.1.20:13378' }, { status: 201 });
      }),
    );
    const { user, onChanged } = renderSection([]);
    expect(screen.getByText(/API Keys/)).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: /Audiobookshelf address/ });
    await user.type(address, 'ftp://abs');
    await user.click(screen.getByRole('button', { name: 'Connect Audiobookshelf' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining(AUDIOBOOKSHELF_MESSAGES.addressInvalid));
    expect(screen.getByLabelText(/API key/)).toHaveAccessibleDescription(expect.stringContaining(AUDIOBOOKSHELF_MESSAGES.tokenRequired));
    expect(sent).toBeUndefined();

    await user.clear(address);
    await user.type(address, 'http://192.168.1.20:13378');
    await user.type(screen.getByLabelText(/API key/), 'abs-key');
    await user.click(screen.getByRole('button', { name: 'Connect Audiobookshelf' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/first look happens within a minute/);
    expect(sent).toEqual({ address: 'http://192.168.1.20:13378', apiToken: 'abs-key', autoMarkDone: false });
    expect(onChanged).toHaveBeenCalled();
  });

  it('says why it paused, and offers Mark Done for a book heard to the end', async () => {
    let items = [heard];
    server.use(
      http.get('*/api/v1/integrations/audiobookshelf/items', () => HttpResponse.json(items)),
      http.post('*/api/v1/integrations/audiobookshelf/items/:id/done', () => {
        items = [{ ...heard, done: true }];
        return HttpResponse.json(items[0]);
      }),
    );
    const { user } = renderSection([integration]);
    // Its card says why it paused itself, with Resume.
    const card = screen.getByRole('article', { name: 'Audiobookshelf' });
    expect(within(card).getByText(AUDIOBOOKSHELF_MESSAGES.refused, { selector: '[role=note]' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    const row = await screen.findByRole('article', { name: 'Project Hail Mary by Andy Weir: 100%' });
    await user.click(within(row).getByRole('button', { name: 'Mark Done' }));
    expect(await within(row).findByText('Marked Read.')).toBeInTheDocument();
  });
});
