import { describe, expect, it } from 'vitest';
import { parseRemoteLocations, parseRemoteVersions } from './runtime-remotes';

describe('parseRemoteLocations', () => {
  it('resolves relative manifest paths against the page and keeps absolute ones', () => {
    expect(
      parseRemoteLocations(
        { library: '/remotes/library/mf-manifest.json', catalog: 'https://cdn.example/catalog/mf-manifest.json' },
        'https://books.example/library?page=2',
      ),
    ).toEqual({
      library: 'https://books.example/remotes/library/mf-manifest.json',
      catalog: 'https://cdn.example/catalog/mf-manifest.json',
    });
  });

  it('ignores unknown names, empty values and a body that is not an object', () => {
    expect(parseRemoteLocations({ stranger: '/x.json', media: '', account: 42 }, 'http://h/')).toEqual({});
    expect(parseRemoteLocations(null, 'http://h/')).toEqual({});
    expect(parseRemoteLocations('library', 'http://h/')).toEqual({});
  });

  it('reads a released remote’s URL and version, with its fallback, beside plain locations', () => {
    const body = {
      library: '/remotes/library/mf-manifest.json',
      catalog: { url: '/releases/catalog@1.2.0+abc1234/mf-manifest.json', version: '1.2.0+abc1234', fallback: { url: '/releases/catalog@1.1.0+0000000/mf-manifest.json', version: '1.1.0+0000000' } },
      media: { version: 'no url' },
    };
    expect(parseRemoteLocations(body, 'https://books.example/')).toEqual({
      library: 'https://books.example/remotes/library/mf-manifest.json',
      catalog: 'https://books.example/releases/catalog@1.2.0+abc1234/mf-manifest.json',
    });
    expect(parseRemoteVersions(body)).toEqual({ catalog: '1.2.0+abc1234' });
  });
});
