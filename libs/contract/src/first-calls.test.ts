import { describe, expect, it } from 'vitest';
import { callKey } from './api-call';
import { firstCallRouteOf, firstCallsOf } from './first-calls';
import { routeIdForPath } from './resolve-path';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('firstCallsOf', () => {
  it("names Home's calls: the first-run check, Current, the stored section's shelf, Favorites, goals and series", () => {
    expect(firstCallsOf('home', { width: 1280, storage: storage({}), now: new Date(2026, 10, 24) })).toEqual([
      { path: '/usermedias/library/page/total', query: { library: 'recent' } },
      { path: '/usermedias/library', query: { library: 'currentlyReading' } },
      { path: '/usermedias/library', query: { library: 'TBR' } },
      { path: '/usermedias/library/page/total', query: { library: 'favorites' } },
      { path: '/usermedias/library/page', query: { pageNumber: 1, pageSize: 9, library: 'favorites', sortBy: 'creator', asc: true } },
      { path: '/goals', query: { year: '2026' } },
      { path: '/series/progress' },
      { path: '/continue-watching' },
    ]);
    expect(firstCallsOf('home', { width: 1280, storage: storage({ homepageLibraySelection: 'watch' }) })[2]).toEqual({
      path: '/usermedias/library',
      query: { library: 'watch' },
    });
  });

  it('leaves out the first-run check once its guide was hidden', () => {
    const calls = firstCallsOf('home', { width: 1280, storage: storage({ firstRunDismissed: 'true' }) });
    expect(calls.filter((call) => call.path === '/usermedias/library/page/total').map((call) => call.query)).toEqual([{ library: 'favorites' }]);
    expect(calls[0]).toEqual({ path: '/usermedias/library', query: { library: 'currentlyReading' } });
  });

  it('pages Recent by the columns the window fits', () => {
    const recent = (width: number) => firstCallsOf('home', { width, storage: storage({ homepageLibraySelection: 'recent' }) })[2];
    expect(recent(1280)).toEqual({ path: '/usermedias/library/page', query: { pageNumber: 1, pageSize: 6, library: 'recent', sortBy: 'recent', asc: false } });
    expect(recent(390)?.query?.['pageSize']).toBe(2);
    expect(recent(100)?.query?.['pageSize']).toBe(1);
  });

  it('reads an unknown or unreadable stored section as Up Next?', () => {
    const unreadable = { getItem: () => { throw new Error('storage disabled'); } };
    expect(firstCallsOf('home', { width: 800, storage: storage({ homepageLibraySelection: 'read' }) })[2]?.query).toEqual({ library: 'TBR' });
    expect(firstCallsOf('home', { width: 800, storage: unreadable })[2]?.query).toEqual({ library: 'TBR' });
  });

  it("names /library's page and count for the query's view in the remembered sort", () => {
    const library = (query: string, values: Record<string, string> = {}) =>
      firstCallsOf('library', { width: 1280, storage: storage(values), search: new URLSearchParams(query) });
    expect(library('page=1&library=read&type=0&genre=0')).toEqual([
      { path: '/usermedias/library/page', query: { pageNumber: 1, pageSize: 10, sortBy: 'creator', asc: true, library: 'read' } },
      { path: '/usermedias/library/page/total', query: { library: 'read' } },
    ]);
    expect(library('page=3&library=TBR&type=Books&genre=7', { defaultSort: '{"sortBy":"title","asc":false}' })).toEqual([
      { path: '/usermedias/library/page/type', query: { pageNumber: 3, pageSize: 10, sortBy: 'title', asc: false, library: 'TBR', type: 'book', genre: 7 } },
      { path: '/usermedias/library/page/type/total', query: { library: 'TBR', type: 'book', genre: 7 } },
    ]);
    // No library in the query: the remembered one; anything unreadable: the defaults.
    expect(library('', { default_library: 'DNF', defaultSort: 'not json' })[1]).toEqual({ path: '/usermedias/library/page/total', query: { library: 'DNF' } });
  });

  it("names a media page's item and the user's entry for it, for every type, and nothing for an id that is not one", () => {
    const media = (route: 'book' | 'tvshow', pathname: string) => firstCallsOf(route, { width: 1280, storage: storage({}), pathname });
    expect(media('book', '/book/12')).toEqual([{ path: '/medias/12' }, { path: '/usermedias/media/12' }]);
    expect(media('tvshow', '/tvshow/3/')).toEqual([{ path: '/medias/3' }, { path: '/usermedias/media/3' }]);
    expect(media('book', '/book/abc')).toEqual([]);
    expect(media('book', '/book/0')).toEqual([]);
  });

  it('starts nothing for routes without first calls, or no route', () => {
    expect(firstCallsOf('catalog', { width: 800, storage: storage({}) })).toEqual([]);
    expect(firstCallsOf(undefined, { width: 800, storage: storage({}) })).toEqual([]);
  });
});

describe('firstCallRouteOf', () => {
  it('starts, for any path, the calls the route routeIdForPath finds would start', () => {
    const paths = [
      '/', '/library', '/Library/', '/library/', '/book/12', '/BOOK/12/', '/movie/3', '/tvshow/9', '/album/1', '/videogame/4',
      '/book/abc', '/book', '/book/12/more', '//library', '/libraryx', '/stats', '/catalog', '/tags/2', '/account/1', '/users/1',
      '/passwordreset/abc', '/unknown/1', 'library', '',
    ];
    for (const path of paths) {
      const context = { width: 1280, storage: storage({}), now: new Date('2026-11-28T12:00:00Z'), pathname: path };
      expect(firstCallsOf(firstCallRouteOf(path), context), path).toEqual(firstCallsOf(routeIdForPath(path), context));
    }
    expect(firstCallRouteOf('/book/12')).toBe('book');
  });
});

describe('callKey', () => {
  it('spells a call the same whatever the order of its query', () => {
    const key = callKey('/usermedias/library/page', { pageNumber: 1, library: 'recent', asc: false });
    expect(key).toBe('/usermedias/library/page?asc=false&library=recent&pageNumber=1');
    expect(callKey('/usermedias/library/page', new URLSearchParams('library=recent&asc=false&pageNumber=1'))).toBe(key);
    expect(callKey('/users/verification')).toBe('/users/verification');
  });
});
