import { describe, expect, it } from 'vitest';
import { screenForPath } from './screen-for-path';

describe('screenForPath', () => {
  it.each([
    ['/', { key: 'screens.home' }],
    ['/library', { key: 'screens.library' }],
    ['/catalog', { key: 'screens.catalog' }],
    ['/tags', { key: 'screens.tags' }],
    ['/tags/4', { key: 'screens.tags' }],
    ['/creator/1', { key: 'screens.creator' }],
    ['/series/1', { key: 'screens.series' }],
    ['/book/3', { key: 'screens.media', values: { type: 'Book' } }],
    ['/videogame/3', { key: 'screens.media', values: { type: 'Video Game' } }],
    ['/addmedia', { key: 'screens.addmedia' }],
    ['/editmedia', { key: 'screens.editmedia' }],
    ['/account/2', { key: 'screens.account' }],
    ['/mediarequest', { key: 'screens.mediarequest' }],
    ['/bugreport', { key: 'screens.bugreport' }],
    ['/imports', { key: 'screens.imports' }],
    ['/imports/4', { key: 'screens.imports' }],
    ['/x/passwordreset/abc', { key: 'screens.passwordreset' }],
    ['/passwordreset', { key: 'screens.passwordreset' }],
    ['/creators/1', { key: 'screens.creator' }],
    ['/users/2', { key: 'screens.account' }],
    ['/comic/1', { key: 'screens.notFound' }],
  ])('names the screen at %s', (path, screen) => {
    expect(screenForPath(path)).toEqual(screen);
  });
});
