import { addEntry, mockDb } from '@shelfmark/testing';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/make-media';
import { renderLibrary, startLibraryServer } from '../testing/render-library';
import { clearToken } from '@shelfmark/session';

startLibraryServer();
// The screens are lazy chunks: their first render waits for the chunk to be compiled and loaded.
configure({ asyncUtilTimeout: 5000 });

function share(fields: Partial<(typeof mockDb.shares)[number]>) {
  const link = {
    userID: 1,
    id: 77,
    token: 'T'.repeat(32),
    url: `http://localhost/shared/${'T'.repeat(32)}`,
    kind: 'shelf' as const,
    year: null,
    shelf: 'read' as const,
    type: null,
    fields: { covers: false, creators: false, ratings: false, reviews: false, tags: false },
    title: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    lastOpenedAt: null,
    openCount: 0,
    ...fields,
  };
  mockDb.shares.push(link);
  return link;
}

describe('/shared/{token}', { timeout: 15_000 }, () => {
  it('shows a shelf with the chosen fields only, to someone not signed in, and asks search engines to stay away', async () => {
    clearToken();
    addEntry(makeMedia('Kindred', 'Octavia Butler'), 'read', { rating: 9, review: 'Secret thoughts.' });
    share({ fields: { covers: false, creators: true, ratings: true, reviews: false, tags: false }, title: 'What I read' });
    renderLibrary(`/shared/${'T'.repeat(32)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'What I read' })).toBeInTheDocument();
    expect(screen.getByText('Kindred')).toBeInTheDocument();
    expect(screen.getByText('Butler, Octavia')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '9 of 10 stars' })).toBeInTheDocument();
    expect(screen.queryByText('Secret thoughts.')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow, noarchive');
  });

  it('shows a shared year with its own title', async () => {
    addEntry(makeMedia('Arrival', 'Denis Villeneuve', { type: 'movie', numPages: 116 }), 'read', {
      readings: [{ readingID: 5, dateStarted: '2024-01-01T00:00:00.000Z', dateFinished: '2024-07-02T12:00:00.000Z', status: 'read', entries: [] }],
    });
    share({ kind: 'year', year: 2024, shelf: null });
    renderLibrary(`/shared/${'T'.repeat(32)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'A 2024 in review' })).toBeInTheDocument();
    expect(await screen.findByText('1 item finished')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Arrival' })).not.toBeInTheDocument();
  });

  it('says when the link was turned off', async () => {
    renderLibrary(`/shared/${'N'.repeat(32)}`);
    expect(await screen.findByText('This link was turned off by its owner, or never existed.')).toBeInTheDocument();
  });
});
