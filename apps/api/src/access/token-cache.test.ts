import { describe, expect, it } from 'vitest';
import type { TokenHolder } from './access-tokens.repository';
import { createTokenCache } from './token-cache';

const holder: TokenHolder = { token_id: 1, user_id: 2, role: 'user', scopes: ['read'], expires_at: null, revoked: false, disabled: false };
const entry = () => ({ holder, recordedAt: 0 });

describe('the token cache', () => {
  it('keeps nothing until changes are heard', () => {
    const cache = createTokenCache();
    cache.set('a', entry(), cache.mark());
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.set('a', entry(), cache.mark());
    expect(cache.get('a')).toEqual(entry());
  });

  it('does not keep a read that began before a change was heard', () => {
    const cache = createTokenCache();
    cache.setListening(true);
    const mark = cache.mark();
    cache.clear();
    cache.set('a', entry(), mark);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything when changes stop being heard', () => {
    const cache = createTokenCache();
    cache.setListening(true);
    cache.set('a', entry(), cache.mark());
    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
  });
});
