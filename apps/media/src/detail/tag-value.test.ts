import { MESSAGES } from '@shelfmark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('checkTagValue when its checks cannot be fetched', () => {
  afterEach(() => {
    vi.doUnmock('./checks');
    vi.resetModules();
  });

  it("says 'Something whent wrong' instead of the loader's error", async () => {
    vi.doMock('./checks', () => {
      throw new Error('Loading chunk 961 failed');
    });
    const { checkTagValue } = await import('./tag-value');
    await expect(checkTagValue('space opera', [])).rejects.toThrow(MESSAGES.somethingWentWrong);
  });
});
