import { describe, expect, it, vi } from 'vitest';

describe('remote locations request', () => {
  it('hands the request started by the entry to the first reader, and a fresh one to the next', async () => {
    vi.resetModules();
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    const { remoteLocations, startRemoteLocationsRequest } = await import('./remote-locations-request');
    startRemoteLocationsRequest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await remoteLocations();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await remoteLocations();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('takes the locations the page carries instead of asking, once, and asks for later reads', async () => {
    vi.resetModules();
    const fetchMock = vi.fn(async () => Response.json({ library: '/fresh/mf-manifest.json' }));
    vi.stubGlobal('fetch', fetchMock);
    document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="remote-locations">{"library":"/remotes/library/mf-manifest.json"}</script>');
    const { remoteLocations, startRemoteLocationsRequest } = await import('./remote-locations-request');
    startRemoteLocationsRequest();
    await expect(remoteLocations()).resolves.toEqual({ library: '/remotes/library/mf-manifest.json' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('remote-locations')).toBeNull();
    await expect(remoteLocations()).resolves.toEqual({ library: '/fresh/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches on demand when the entry did not start a request', async () => {
    vi.resetModules();
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    const { remoteLocations } = await import('./remote-locations-request');
    await remoteLocations();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
