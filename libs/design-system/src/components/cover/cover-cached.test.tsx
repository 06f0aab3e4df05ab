import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLANK_COVER, Cover } from './cover';
import { coverCacheName } from './cover-cache';

/** An in-memory Cache keyed by URL string: enough of the Cache interface for Cover. */
class FakeCache {
  readonly entries = new Map<string, Response>();

  async match(request: RequestInfo | URL) {
    return this.entries.get(String(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(String(request), response);
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();

  async open(name: string) {
    let cache = this.stores.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.stores.set(name, cache);
    }
    return cache as unknown as Cache;
  }

  async keys() {
    return [...this.stores.keys()];
  }

  async has(name: string) {
    return this.stores.has(name);
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }

  async match() {
    return undefined;
  }
}

function image(body = 'jpeg bytes'): Response {
  return new Response(body, { status: 200, headers: { 'content-type': 'image/jpeg' } });
}

let storage: FakeCacheStorage;
let today: FakeCache;
let fetchMock: ReturnType<typeof vi.fn>;
let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  storage = new FakeCacheStorage();
  today = (await storage.open(coverCacheName())) as unknown as FakeCache;
  vi.stubGlobal('caches', storage);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  let next = 0;
  // jsdom has no object URLs.
  createObjectURL = vi.fn(() => `blob:cover-${++next}`);
  revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function coverOf(container: HTMLElement) {
  return container.querySelector('.sm-cover');
}

describe('Cover read through the day cache', () => {
  it("shows a cached cover from today's cache without fetching, and revokes its URL on unmount", async () => {
    today.entries.set('/covers/9780441013593', image());
    const { container, unmount } = render(<Cover src="/covers/9780441013593" alt="Dune" />);
    expect(coverOf(container)).toHaveAttribute('data-state', 'loading');
    expect(screen.getByAltText('Dune')).toHaveAttribute('src', BLANK_COVER);

    await waitFor(() => expect(screen.getByAltText('Dune')).toHaveAttribute('src', 'blob:cover-1'));
    fireEvent.load(screen.getByAltText('Dune'));
    expect(coverOf(container)).toHaveAttribute('data-state', 'loaded');
    expect(fetchMock).not.toHaveBeenCalled();

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:cover-1');
  });

  it('fetches an uncached cover without credentials, stores it and shows it', async () => {
    fetchMock.mockResolvedValue(image());
    const { container } = render(<Cover src="/covers/MOVIE42" alt="Heat" />);

    await waitFor(() => expect(screen.getByAltText('Heat')).toHaveAttribute('src', 'blob:cover-1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/covers/MOVIE42', expect.objectContaining({ credentials: 'omit', mode: 'cors' }));
    await waitFor(() => expect([...today.entries.keys()]).toEqual(['/covers/MOVIE42']));
    expect(await today.entries.get('/covers/MOVIE42')?.text()).toBe('jpeg bytes');
    fireEvent.load(screen.getByAltText('Heat'));
    expect(coverOf(container)).toHaveAttribute('data-state', 'loaded');
  });

  it('keeps the blank placeholder on a 404, silently, and stores nothing', async () => {
    const consoleError = vi.spyOn(console, 'error');
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } }));
    const { container } = render(<Cover src="/covers/TV7" alt="Lost" />);

    await waitFor(() => expect(coverOf(container)).toHaveAttribute('data-state', 'blank'));
    expect(screen.getByAltText('Lost')).toHaveAttribute('src', BLANK_COVER);
    expect(today.entries.size).toBe(0);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('neither shows nor stores a 200 answer that is not an image', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const { container } = render(<Cover src="/covers/ALBUM3" alt="Kind of Blue" />);

    await waitFor(() => expect(coverOf(container)).toHaveAttribute('data-state', 'blank'));
    expect(today.entries.size).toBe(0);
  });

  it('revokes the old blob URL and reads the new cover when the source changes', async () => {
    today.entries.set('/covers/a', image('a'));
    today.entries.set('/covers/b', image('b'));
    const { rerender } = render(<Cover src="/covers/a" alt="A" />);
    await waitFor(() => expect(screen.getByAltText('A')).toHaveAttribute('src', 'blob:cover-1'));

    rerender(<Cover src="/covers/b" alt="A" />);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:cover-1');
    expect(screen.getByAltText('A')).toHaveAttribute('src', BLANK_COVER);
    await waitFor(() => expect(screen.getByAltText('A')).toHaveAttribute('src', 'blob:cover-2'));
  });

  it("opens today's cache once for all covers on the page", async () => {
    const open = vi.spyOn(storage, 'open');
    today.entries.set('/covers/a', image('a'));
    today.entries.set('/covers/b', image('b'));
    render(
      <>
        <Cover src="/covers/a" alt="A" />
        <Cover src="/covers/b" alt="B" />
      </>,
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(coverCacheName());
  });

  it('lets a plain <img> try when the fetch itself fails (offline, no CORS)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { container } = render(<Cover src="https://img.example/covers/MOVIE9" alt="Alien" />);

    await waitFor(() => expect(screen.getByAltText('Alien')).toHaveAttribute('src', 'https://img.example/covers/MOVIE9'));
    fireEvent.error(screen.getByAltText('Alien'));
    expect(coverOf(container)).toHaveAttribute('data-state', 'blank');
    expect(today.entries.size).toBe(0);
  });

  it('loads data: URLs with a plain <img>, outside the cache', async () => {
    const data = 'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
    render(<Cover src={data} alt="Sample" />);
    expect(screen.getByAltText('Sample')).toHaveAttribute('src', data);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Cover without Cache Storage', () => {
  it('falls back to a plain <img> with the blank image on error', async () => {
    vi.stubGlobal('caches', undefined);
    const { container } = render(<Cover src="/covers/9780441013593" alt="Dune" />);
    expect(screen.getByAltText('Dune')).toHaveAttribute('src', '/covers/9780441013593');
    expect(coverOf(container)).toHaveAttribute('data-state', 'loading');
    fireEvent.error(screen.getByAltText('Dune'));
    expect(coverOf(container)).toHaveAttribute('data-state', 'blank');
    expect(screen.getByAltText('Dune')).toHaveAttribute('src', BLANK_COVER);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
