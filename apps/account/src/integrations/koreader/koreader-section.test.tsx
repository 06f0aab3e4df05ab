import type { CreatedKoreader, Integration, KoreaderDocument } from '@shelfmark/contract';
import { buildMedia } from '@shelfmark/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, startMockServer } from '../../testing/mock-server';
import { signInAs } from '../../testing/render-account';
import { KoreaderSection } from './koreader-section';

startMockServer();

const integration: Integration = {
  integrationID: 7,
  kind: 'koreader',
  name: 'Kobo',
  created: '2026-11-27T10:00:00.000Z',
  paused: false,
  pausedReason: null,
  lastEventAt: null,
  lastError: null,
  lastErrorAt: null,
  eventsThisWeek: 0,
  settings: null,
  inboxCount: 0,
};

const waiting: KoreaderDocument = {
  documentID: 1,
  integrationID: 7,
  document: '0b229176d4e8db7f6d2b5a4952368d7a',
  device: 'Kobo Libra',
  percentage: 0.42,
  updated: '2026-11-27T10:00:00.000Z',
  book: null,
  finished: false,
  done: false,
};

const atEnd: KoreaderDocument = {
  ...waiting,
  documentID: 2,
  document: 'ffe2e8a2b1c3d4e5f60718293a4b5c6d',
  device: 'Android',
  percentage: 0.995,
  book: { mediaID: 12, title: 'Piranesi', numPages: 272 },
  finished: true,
};

function renderSection(integrations: Integration[], onChanged = vi.fn()) {
  signInAs('reader');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KoreaderSection integrations={integrations} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onChanged };
}

describe('KOReader section', () => {
  it('says how to set KOReader up, connects, and shows the server, username and sync key once', async () => {
    const created: CreatedKoreader = { integration, username: 'reader', syncKey: 'shm_abcd-efgh-ijkm-npqr-stuv-wxyz', serverPath: '/api/v1/koreader' };
    let sent: unknown;
    server.use(
      http.post('*/api/v1/integrations/koreader', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user, onChanged } = renderSection([]);
    const section = screen.getByRole('region', { name: 'KOReader' });
    expect(within(section).getByText(/Tools, Progress sync, Custom sync server/)).toBeInTheDocument();
    expect(within(section).getByText(/never your Shelfmark password/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kobo');
    await user.click(screen.getByRole('checkbox', { name: /mark it Read without asking/ }));
    await user.click(screen.getByRole('button', { name: 'Connect KOReader' }));

    const secret = await screen.findByRole('region', { name: 'KOReader is connected' });
    expect(sent).toEqual({ name: 'Kobo', autoMarkDone: true });
    expect(onChanged).toHaveBeenCalled();
    expect(within(secret).getByRole('textbox', { name: 'Custom sync server' })).toHaveValue(`${window.location.origin}/api/v1/koreader`);
    expect(within(secret).getByRole('textbox', { name: 'Username' })).toHaveValue('reader');
    expect(within(secret).getByRole('textbox', { name: 'Sync key (KOReader’s password)' })).toHaveValue(created.syncKey);
    expect(within(secret).getByText(/will not be shown again/)).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: 'I have set it up' }));
    expect(screen.queryByDisplayValue(created.syncKey)).not.toBeInTheDocument();
  });

  it('lists the synced books, links one found in the catalogue, and offers Mark Done at the end', async () => {
    let documents = [waiting, atEnd];
    const calls: string[] = [];
    server.use(
      http.get('*/api/v1/integrations/koreader/documents', () => HttpResponse.json(documents)),
      http.post('*/api/v1/search', () =>
        HttpResponse.json([
          buildMedia({ mediaID: 30, type: 'movie', title: 'The Left Hand of Darkness' }),
          buildMedia({ mediaID: 31, type: 'book', title: 'The Left Hand of Darkness' }),
        ]),
      ),
      http.put('*/api/v1/integrations/koreader/documents/:id/link', async ({ params, request }) => {
        calls.push(`link ${String(params['id'])} ${JSON.stringify(await request.json())}`);
        documents = [{ ...waiting, book: { mediaID: 31, title: 'The Left Hand of Darkness', numPages: 400 } }, atEnd];
        return HttpResponse.json(documents[0]);
      }),
      http.post('*/api/v1/integrations/koreader/documents/:id/done', ({ params }) => {
        calls.push(`done ${String(params['id'])}`);
        documents = [documents[0]!, { ...atEnd, done: true }];
        return HttpResponse.json(documents[1]);
      }),
    );
    const { user } = renderSection([integration]);
    const row = await screen.findByRole('article', { name: 'Kobo Libra: 42%' });
    expect(within(row).getByText('Not linked to a book yet')).toBeInTheDocument();
    await user.type(within(row).getByRole('searchbox', { name: /Search the catalogue/ }), 'left hand');
    // Only books can follow a reader: the film of the same name is not offered.
    const linkButton = await within(row).findByRole('button', { name: 'Link to “The Left Hand of Darkness”' });
    expect(within(row).getAllByRole('button', { name: /Link to/ })).toHaveLength(1);
    await user.click(linkButton);
    expect(await screen.findByText('Moves “The Left Hand of Darkness”')).toBeInTheDocument();
    expect(calls).toContain('link 1 {"mediaID":31}');

    const finished = screen.getByRole('article', { name: 'Android: 100%' });
    expect(within(finished).getByText(/At the end of the book/)).toBeInTheDocument();
    await user.click(within(finished).getByRole('button', { name: 'Mark Done' }));
    expect(await within(finished).findByText('Marked Read.')).toBeInTheDocument();
    expect(calls).toContain('done 2');
  });

  it('says why a sync key was refused to be made', async () => {
    server.use(http.post('*/api/v1/integrations/koreader', () => HttpResponse.json({ message: 'You can have at most 20 integrations; delete one first' }, { status: 409 })));
    server.use(http.get('*/api/v1/integrations/koreader/documents', () => HttpResponse.json([])));
    const { user } = renderSection([{ ...integration, paused: true, pausedReason: null }]);
    expect(within(screen.getByRole('article', { name: 'Kobo' })).getByText('Paused')).toBeInTheDocument();
    expect(await screen.findByText('Nothing synced yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect KOReader' }));
    expect(await screen.findByText(/at most 20 integrations/)).toBeInTheDocument();
  });

  it('skips a document that is not a book to follow', async () => {
    let documents = [waiting];
    server.use(
      http.get('*/api/v1/integrations/koreader/documents', () => HttpResponse.json(documents)),
      http.post('*/api/v1/integrations/koreader/documents/:id/skip', () => {
        documents = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderSection([integration]);
    const row = await screen.findByRole('article', { name: 'Kobo Libra: 42%' });
    await user.click(within(row).getByRole('button', { name: 'Skip: not a book to follow' }));
    expect(await screen.findByText('Nothing synced yet.')).toBeInTheDocument();
  });
});
