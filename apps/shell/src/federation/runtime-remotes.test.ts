import { describe, expect, it } from 'vitest';
import { parseRemoteLocations } from './runtime-remotes';

describe('parseRemoteLocations', () => {
  it('resolves relative manifest paths against the page and keeps absolute ones', () => {
    expect(
      parseRemoteLocations(
        { library: '/remotes/library/mf-manifest.json', catalog: 'https://cdn.example/catalog/mf-manifest.json' },
        'https://books.example/library?page=2',
      ),
    ).toEqual({
      library: { url: 'https://books.example/remotes/library/mf-manifest.json', version: '' },
      catalog: { url: 'https://cdn.example/catalog/mf-manifest.json', version: '' },
    });
  });

  it('ignores unknown names, empty values and a body that is not an object', () => {
    expect(parseRemoteLocations({ stranger: '/x.json', media: '', account: 42 }, 'http://h/')).toEqual({});
    expect(parseRemoteLocations(null, 'http://h/')).toEqual({});
    expect(parseRemoteLocations('library', 'http://h/')).toEqual({});
  });

});

describe('parseRemoteLocations with versions', () => {
  it('reads a location with its version and fallback, and keeps a plain string valid beside it', () => {
    expect(
      parseRemoteLocations(
        {
          catalog: { url: '/releases/catalog/2/mf-manifest.json', version: 'catalog@2', fallback: { url: '/releases/catalog/1/mf-manifest.json', version: 'catalog@1' } },
          media: '/remotes/media/mf-manifest.json',
        },
        'https://books.example/',
      ),
    ).toEqual({
      catalog: {
        url: 'https://books.example/releases/catalog/2/mf-manifest.json',
        version: 'catalog@2',
        fallback: { url: 'https://books.example/releases/catalog/1/mf-manifest.json', version: 'catalog@1' },
      },
      media: { url: 'https://books.example/remotes/media/mf-manifest.json', version: '' },
    });
  });

  it('drops a location without a url and a fallback that is not one', () => {
    expect(parseRemoteLocations({ catalog: { version: 'catalog@2' }, media: { url: '/m.json', fallback: { version: 'media@1' } } }, 'http://h/')).toEqual({
      media: { url: 'http://h/m.json', version: '' },
    });
  });
});
