import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '../test-helpers';
import { getShelfPage } from './get-shelf-page';
import { getShelfTotal } from './get-shelf-total';

startMockServer();

function record(status = 200) {
  const urls: URL[] = [];
  server.use(
    http.get('*/api/v1/usermedias/library/*', ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      if (status !== 200) return HttpResponse.json({ message: 'No' }, { status });
      return HttpResponse.json(url.pathname.endsWith('total') ? 12 : []);
    }),
  );
  const query = () => urls.map((url) => [url.pathname.replace('/api/v1', ''), Object.fromEntries(url.searchParams)]);
  return query;
}

const page = { library: 'read', pageNumber: 2, pageSize: 10, sortBy: 'title', asc: false } as const;

describe('the paged shelf calls', () => {
  it('send the genre only when one is chosen, on the page and on its total', async () => {
    const seen = record();
    await getShelfPage({ ...page, genre: 4 });
    await getShelfPage({ ...page, genre: 0 });
    await expect(getShelfTotal({ library: 'read', genre: 4 })).resolves.toBe(12);
    expect(seen()).toEqual([
      ['/usermedias/library/page', { pageNumber: '2', pageSize: '10', library: 'read', sortBy: 'title', asc: 'false', genre: '4' }],
      ['/usermedias/library/page', { pageNumber: '2', pageSize: '10', library: 'read', sortBy: 'title', asc: 'false' }],
      ['/usermedias/library/page/total', { library: 'read', genre: '4' }],
    ]);
  });

  it('use the /type calls when a media type is chosen', async () => {
    const seen = record();
    await getShelfPage({ ...page, type: 'movie', genre: 2 });
    await getShelfTotal({ library: 'read', type: 'movie', genre: 2 });
    expect(seen()).toEqual([
      ['/usermedias/library/page/type', { pageNumber: '2', pageSize: '10', library: 'read', sortBy: 'title', asc: 'false', type: 'movie', genre: '2' }],
      ['/usermedias/library/page/type/total', { library: 'read', type: 'movie', genre: '2' }],
    ]);
  });

  it('prefix their errors as the spec lists them', async () => {
    record(500);
    await expect(getShelfPage(page)).rejects.toThrow('Failed to patch book: Request failed with status: 500');
    await expect(getShelfPage({ ...page, type: 'book' })).rejects.toThrow('Failed to get media type page: Request failed with status: 500');
    await expect(getShelfTotal({ library: 'read' })).rejects.toThrow('Failed to get item total: Request failed with status: 500');
    await expect(getShelfTotal({ library: 'read', type: 'book' })).rejects.toThrow('Failed to get total for type page: Request failed with status: 500');
  });
});
