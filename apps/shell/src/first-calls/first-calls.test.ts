import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstCalls, startFirstCalls, takeFirstCall } from './first-calls';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
const requested = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url, init]) => [url, (init as RequestInit).headers]);

describe('the first calls the entry starts', () => {
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetch = vi.fn(async (url: string) => Response.json({ url }));
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    forgetFirstCalls();
    // Storage works again before the shared clean-up clears it.
    vi.restoreAllMocks();
  });

  it("starts the session check and Home's calls with the stored token", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24), toFake: ['Date'] });
    startFirstCalls({ pathname: '/' }, storage({ token: 'a.b.c', homepageLibraySelection: 'watch' }), 1280);
    vi.useRealTimers();
    const auth = { Authorization: 'Bearer a.b.c' };
    expect(requested(fetch)).toEqual([
      ['/api/v1/users/verification', auth],
      ['/api/v1/usermedias/library/page/total?library=recent', auth],
      ['/api/v1/usermedias/library?library=currentlyReading', auth],
      ['/api/v1/usermedias/library?library=watch', auth],
      ['/api/v1/usermedias/library/page/total?library=favorites', auth],
      ['/api/v1/usermedias/library/page?asc=true&library=favorites&pageNumber=1&pageSize=9&sortBy=creator', auth],
      ['/api/v1/goals?year=2026', auth],
      ['/api/v1/series/progress', auth],
      ['/api/v1/continue-watching', auth],
    ]);
  });

  it("starts /library's calls for the view in the page's query", () => {
    startFirstCalls({ pathname: '/library', search: '?page=2&library=TBR&type=0&genre=0' }, storage({ token: 'a.b.c' }), 1280);
    expect(requested(fetch).map(([url]) => url)).toEqual([
      '/api/v1/users/verification',
      '/api/v1/usermedias/library/page?asc=true&library=TBR&pageNumber=2&pageSize=10&sortBy=creator',
      '/api/v1/usermedias/library/page/total?library=TBR',
    ]);
  });

  it('starts only the session check on a page without first calls, and nothing without a token', () => {
    startFirstCalls({ pathname: '/catalog' }, storage({ token: 'a.b.c' }), 1280);
    expect(requested(fetch)).toEqual([['/api/v1/users/verification', { Authorization: 'Bearer a.b.c' }]]);
    fetch.mockClear();
    startFirstCalls({ pathname: '/' }, storage({}), 1280);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts nothing, and does not throw, when the browser refuses local storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => startFirstCalls({ pathname: '/' })).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hands each answer over once, to a request for the same call with the same token, whatever its query order', async () => {
    startFirstCalls({ pathname: '/' }, storage({ token: 'a.b.c' }), 1280);
    const query = new URLSearchParams({ pageNumber: '1', pageSize: '9', library: 'favorites', sortBy: 'creator', asc: 'true' });
    const answer = takeFirstCall('/usermedias/library/page', query, 'a.b.c');
    await expect(answer?.then((response) => response.json())).resolves.toEqual({
      url: '/api/v1/usermedias/library/page?asc=true&library=favorites&pageNumber=1&pageSize=9&sortBy=creator',
    });
    expect(takeFirstCall('/usermedias/library/page', query, 'a.b.c')).toBeUndefined();
    expect(takeFirstCall('/usermedias/library', new URLSearchParams({ library: 'TBR' }), 'another.token')).toBeUndefined();
    expect(takeFirstCall('/usermedias/library', new URLSearchParams({ library: 'read' }), 'a.b.c')).toBeUndefined();
  });

  it('leaves an answer nobody asked for within 30 s unused', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startFirstCalls({ pathname: '/' }, storage({ token: 'a.b.c' }), 1280);
    now.mockReturnValue(31_001);
    expect(takeFirstCall('/users/verification', new URLSearchParams(), 'a.b.c')).toBeUndefined();
  });
});
