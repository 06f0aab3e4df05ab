import { describe, expect, it } from 'vitest';
import { isNoindexPath } from './noindex';

describe('isNoindexPath', () => {
  it('is true for a share link’s page only', () => {
    expect(isNoindexPath('/shared/abc')).toBe(true);
    expect(isNoindexPath('/Shared/abc/')).toBe(true);
    for (const path of ['/', '/shared', '/shares', '/shared/abc/def', '/year/2024', '/passwordreset/x']) expect(isNoindexPath(path), path).toBe(false);
  });
});
