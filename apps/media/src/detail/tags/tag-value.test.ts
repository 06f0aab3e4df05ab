import { MESSAGES } from '@shelfmark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkTagValue } from './tag-value';

describe('checkTagValue when its checks cannot be fetched', () => {
  afterEach(() => {
    vi.doUnmock('../checks');
    vi.resetModules();
  });

  it("says 'Something whent wrong' instead of the loader's error", async () => {
    vi.doMock('../checks', () => {
      throw new Error('Loading chunk 961 failed');
    });
    const { checkTagValue } = await import('./tag-value');
    await expect(checkTagValue('space opera', [])).rejects.toThrow(MESSAGES.somethingWentWrong);
  });
});

describe('tag limits', () => {
  const existing = [{ tagID: 1, tagValue: 'comfort read' }];
  it('ignores an empty value', async () => expect(await checkTagValue('   ', existing)).toBeNull());
  it('accepts 50 characters and refuses 51', async () => {
    expect(await checkTagValue('a'.repeat(50), existing)).toEqual({ value: 'a'.repeat(50) });
    expect(await checkTagValue('a'.repeat(51), existing)).toEqual({ error: 'Body of tag is too long, please try again' });
  });
  it('refuses a tag the item has already', async () => {
    expect(await checkTagValue('Comfort Read', existing)).toEqual({ error: MESSAGES.tagAlreadyOnMedia });
    expect(MESSAGES.tagAlreadyOnMedia).toBe('That tag is already associated with this book.');
  });
});
