import { describe, expect, it } from 'vitest';
import { shownAddress } from './public-url';

const unset = { publicUrl: 'http://localhost:3000', publicUrlSet: false };

describe('shownAddress', () => {
  it('is PUBLIC_URL when it is set, whatever the request says', () => {
    expect(shownAddress({ publicUrl: 'https://books.example/', publicUrlSet: true }, { protocol: 'http', host: '192.168.1.20:3000' })).toBe('https://books.example');
  });

  it('is the address the user reached the app at when PUBLIC_URL is unset', () => {
    expect(shownAddress(unset, { protocol: 'http', host: '192.168.1.20:8080' })).toBe('http://192.168.1.20:8080');
    expect(shownAddress(unset, { protocol: 'https', host: 'shelf.example.net' })).toBe('https://shelf.example.net');
    expect(shownAddress(unset, { protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('falls back to the default for a Host that makes no address', () => {
    for (const host of ['', 'evil.example/path', 'a b', 'user:pw@evil.example', 'evil.example?x=1', 'evil.example#x']) {
      expect(shownAddress(unset, { protocol: 'http', host })).toBe('http://localhost:3000');
    }
  });
});
