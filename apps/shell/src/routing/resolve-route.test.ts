import { ROUTE_IDS, routeDefinition } from '@shelfmark/contract';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';

describe('resolveRoute', () => {
  it.each([
    ['/', 'library', 'home'],
    ['/library', 'library', 'library'],
    ['/catalog', 'catalog', 'catalog'],
    ['/tags', 'catalog', 'tags'],
    ['/tags/7', 'catalog', 'tag'],
    ['/creator/3', 'catalog', 'creator'],
    ['/series/9', 'catalog', 'series'],
    ['/book/12', 'media', 'book'],
    ['/movie/1', 'media', 'movie'],
    ['/tvshow/1', 'media', 'tvshow'],
    ['/album/1', 'media', 'album'],
    ['/videogame/1', 'media', 'videogame'],
    ['/addmedia', 'media', 'addmedia'],
    ['/editmedia', 'media', 'editmedia'],
    ['/account/4', 'account', 'account'],
    ['/mediarequest', 'account', 'mediarequest'],
    ['/bugreport', 'account', 'bugreport'],
    ['/imports', 'account', 'imports'],
    ['/imports/12', 'account', 'importJob'],
  ])('hands %s to the %s remote (%s)', (path, remote, route) => {
    expect(resolveRoute(path)).toEqual({ kind: 'remote', remote, route });
  });

  it('sends any path containing /passwordreset to the reset page, token from the third segment', () => {
    const reset = (location: string) => ({ kind: 'remote', remote: 'account', route: 'passwordreset', location });
    expect(resolveRoute('/passwordreset/abc123')).toEqual(reset('/passwordreset/abc123'));
    expect(resolveRoute('/x/passwordreset/abc')).toEqual(reset('/passwordreset/passwordreset'));
    expect(resolveRoute('/passwordreset')).toEqual(reset('/passwordreset'));
  });

  it('redirects the second spellings of the creator and profile routes', () => {
    expect(resolveRoute('/creators/5')).toEqual({ kind: 'redirect', to: '/creator/5' });
    expect(resolveRoute('/users/8')).toEqual({ kind: 'redirect', to: '/account/8' });
  });

  it.each(['/nope', '/book', '/book/1/extra', '/comic/1', '/imports/1/rows', '/creators', '/users/8/x'])('has no page at %s', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'not-found' });
  });

  it('finds one route, or one alias, for every path of the manifest', () => {
    const patterns = ROUTE_IDS.flatMap((id) => [routeDefinition(id).path, ...(routeDefinition(id).aliases ?? [])]);
    for (const pattern of patterns) {
      const path = pattern.replace(/:\w+\??/g, '1');
      expect(patterns.filter((other) => matchPath(other, path)), path).toEqual([pattern]);
    }
  });
});
