import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';

describe('resolveRoute', () => {
  it.each([
    ['/', 'library'],
    ['/library', 'library'],
    ['/catalog', 'catalog'],
    ['/tags', 'catalog'],
    ['/tags/7', 'catalog'],
    ['/creator/3', 'catalog'],
    ['/series/9', 'catalog'],
    ['/book/12', 'media'],
    ['/movie/1', 'media'],
    ['/tvshow/1', 'media'],
    ['/album/1', 'media'],
    ['/videogame/1', 'media'],
    ['/addmedia', 'media'],
    ['/editmedia', 'media'],
    ['/account/4', 'account'],
    ['/mediarequest', 'account'],
    ['/bugreport', 'account'],
    ['/imports', 'account'],
    ['/imports/12', 'account'],
  ])('hands %s to the %s remote', (path, remote) => {
    expect(resolveRoute(path)).toEqual({ kind: 'remote', remote });
  });

  it('sends any path containing /passwordreset to the reset page, token from the third segment', () => {
    expect(resolveRoute('/passwordreset/abc123')).toEqual({ kind: 'remote', remote: 'account', location: '/passwordreset/abc123' });
    expect(resolveRoute('/x/passwordreset/abc')).toEqual({ kind: 'remote', remote: 'account', location: '/passwordreset/passwordreset' });
    expect(resolveRoute('/passwordreset')).toEqual({ kind: 'remote', remote: 'account', location: '/passwordreset/' });
  });

  it('redirects the second spellings of the creator and profile routes', () => {
    expect(resolveRoute('/creators/5')).toEqual({ kind: 'redirect', to: '/creator/5' });
    expect(resolveRoute('/users/8')).toEqual({ kind: 'redirect', to: '/account/8' });
  });

  it.each(['/nope', '/book', '/book/1/extra', '/comic/1', '/imports/1/rows'])('has no page at %s', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'not-found' });
  });
});
