import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers } from './push-events';

type Listener = (event: unknown) => void;

/** A service worker scope with just what the handlers use, recording what they do. */
function fakeScope(windows: { url: string; navigate?: (url: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const clients = windows.map((window) => {
    const client: { url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> } = { url: window.url, navigate: vi.fn(), focus: vi.fn() };
    client.navigate.mockImplementation(window.navigate ?? (async () => client));
    client.focus.mockImplementation(async () => client);
    return client;
  });
  const scope = {
    location: new URL('https://shelf.example.org/sw.js'),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => clients), openWindow },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  registerPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
  /** Fires an event and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { fire, showNotification, openWindow, clients };
}

const pushOf = (text: string) => ({ data: { text: () => text, json: () => JSON.parse(text) as unknown } });
const clickOf = (data: unknown) => ({ notification: { data, close: vi.fn() } });

describe('push handlers', () => {
  it('shows the payload’s title and body, keeping its url for the click', async () => {
    const scope = fakeScope();
    await scope.fire('push', pushOf(JSON.stringify({ title: 'Out today: Dune Messiah', body: 'Book by Herbert, Frank', url: '/book/12' })));
    expect(scope.showNotification).toHaveBeenCalledWith('Out today: Dune Messiah', expect.objectContaining({ body: 'Book by Herbert, Frank', data: { url: '/book/12' } }));
  });

  it('shows a text that is not the expected JSON as it is', async () => {
    const scope = fakeScope();
    await scope.fire('push', pushOf('plain words'));
    expect(scope.showNotification).toHaveBeenCalledWith('Shelfmark', expect.objectContaining({ body: 'plain words', data: { url: '/' } }));
  });

  it('opens the release’s page when no Shelfmark window is open', async () => {
    const scope = fakeScope();
    await scope.fire('notificationclick', clickOf({ url: '/book/12' }));
    expect(scope.openWindow).toHaveBeenCalledWith('https://shelf.example.org/book/12');
  });

  it('focuses an open window and takes it to the page', async () => {
    const scope = fakeScope([{ url: 'https://shelf.example.org/library' }]);
    await scope.fire('notificationclick', clickOf({ url: '/movie/4' }));
    expect(scope.clients[0]?.focus).toHaveBeenCalled();
    expect(scope.clients[0]?.navigate).toHaveBeenCalledWith('https://shelf.example.org/movie/4');
    expect(scope.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the open one cannot be navigated, and never leaves the site', async () => {
    const scope = fakeScope([{ url: 'https://shelf.example.org/', navigate: () => Promise.reject(new TypeError('not controlled')) }]);
    await scope.fire('notificationclick', clickOf({ url: 'https://elsewhere.example.com/phish' }));
    expect(scope.openWindow).toHaveBeenCalledWith('https://shelf.example.org/');
  });
});
