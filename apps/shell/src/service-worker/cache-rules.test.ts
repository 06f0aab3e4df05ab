import { describe, expect, it } from 'vitest';
import { isAppNavigation, isHashedRemoteFile, isRemoteLocation } from './cache-rules';

const origin = 'https://shelf.example';
const at = (path: string, base = origin) => new URL(path, base);

describe('the service worker’s cache rules', () => {
  it('answers app pages network-first, not the API’s pages or remote folders', () => {
    expect(isAppNavigation(at('/library'), origin)).toBe(true);
    expect(isAppNavigation(at('/book/12'), origin)).toBe(true);
    expect(isAppNavigation(at('/api/docs'), origin)).toBe(false);
    expect(isAppNavigation(at('/remotes/library/'), origin)).toBe(false);
    expect(isAppNavigation(at('/library', 'https://other.example'), origin)).toBe(false);
  });

  it('reads the remote locations from the network first, on this origin and on a remote’s', () => {
    expect(isRemoteLocation(at('/remotes.json'), origin)).toBe(true);
    expect(isRemoteLocation(at('/remotes/media/mf-manifest.json'), origin)).toBe(true);
    expect(isRemoteLocation(at('/mf-manifest.json', 'https://cdn.example'), origin)).toBe(true);
    expect(isRemoteLocation(at('/remotes.json', 'https://cdn.example'), origin)).toBe(false);
  });

  it('keeps remotes’ content-hashed files, never an unhashed one or the shell’s own (precached)', () => {
    expect(isHashedRemoteFile(at('/remotes/library/remoteEntry.1a2b3c4d.js'), origin)).toBe(true);
    expect(isHashedRemoteFile(at('/route-library.1a2b3c4d.css', 'https://cdn.example'), origin)).toBe(true);
    expect(isHashedRemoteFile(at('/remotes/library/remoteEntry.js'), origin)).toBe(false);
    expect(isHashedRemoteFile(at('/bootstrap.1a2b3c4d.js'), origin)).toBe(false);
  });
});
