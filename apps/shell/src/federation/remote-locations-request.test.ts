import { describe, expect, it, vi } from 'vitest';

describe('remote locations request', () => {
  it('hands the request started by the entry to the first reader, and a fresh one to the next', async () => {
    vi.resetModules();
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    const { remoteLocationsResponse, startRemoteLocationsRequest } = await import('./remote-locations-request');
    startRemoteLocationsRequest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await remoteLocationsResponse();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await remoteLocationsResponse();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fetches on demand when the entry did not start a request', async () => {
    vi.resetModules();
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    const { remoteLocationsResponse } = await import('./remote-locations-request');
    await remoteLocationsResponse();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
