import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from './api-messages';

describe('API messages', () => {
  it("use the spec's text for a missing library item", () => {
    expect(API_MESSAGES.libraryItemNotFound).toBe('This shelf is empty');
  });

  it('are all distinct', () => {
    const texts = Object.values(API_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
