import { describe, expect, it } from 'vitest';
import { decodeToken, isValidToken } from './decode-token';
import { base64Url, tokenFor, tokenWithPayload } from './test-tokens';

describe('decodeToken', () => {
  it('reads the user id, the role and the expiry from the payload', () => {
    const token = tokenFor(42, 'librarian', 1_900_000_000);
    expect(decodeToken(token)).toEqual({ userId: 42, role: 'librarian', expiresAt: new Date(1_900_000_000_000) });
  });

  it('decodes unicode payloads and padded segments', () => {
    const payload = { sub: '7', role: 'admin', iat: 1, exp: 2, name: 'Zoë ✓ 読書' };
    expect(decodeToken(tokenWithPayload(payload))?.userId).toBe(7);
    const [header, body, signature] = tokenWithPayload(payload).split('.');
    const padded = `${body}${'='.repeat((4 - ((body ?? '').length % 4)) % 4)}`;
    expect(decodeToken([header, padded, signature].join('.'))?.role).toBe('admin');
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['a single part', 'abc'],
    ['two parts', 'abc.def'],
    ['four parts', `${tokenFor(1, 'user')}.extra`],
    ['an empty payload', 'abc..def'],
    ['non-base64url characters', 'abc.@@@.def'],
    ['an impossible length', 'abc.abcde.def'],
    ['invalid UTF-8', `abc.${btoa('\xff\xfe')}.def`],
    ['a payload that is not JSON', `abc.${base64Url('not json')}.def`],
    ['a JSON payload that is not an object', `abc.${base64Url('"42"')}.def`],
  ])('returns null for %s', (_case, token) => {
    expect(decodeToken(token)).toBeNull();
  });

  it('returns null for tampered payloads', () => {
    expect(decodeToken(tokenWithPayload({ sub: '1', role: 'superuser', iat: 1, exp: 2 }))).toBeNull();
    expect(decodeToken(tokenWithPayload({ sub: 'ada', role: 'admin', iat: 1, exp: 2 }))).toBeNull();
    expect(decodeToken(tokenWithPayload({ sub: '1', role: 'admin' }))).toBeNull();
    const [header, body, signature] = tokenFor(1, 'user').split('.');
    expect(decodeToken([header, `${body?.slice(0, -3)}!x`, signature].join('.'))).toBeNull();
  });
});

describe('isValidToken', () => {
  it('accepts a token until it expires', () => {
    const token = tokenFor(1, 'user', 1_900_000_000);
    expect(isValidToken(token, new Date(1_899_999_999_000))).toBe(true);
    expect(isValidToken(token, new Date(1_900_000_000_000))).toBe(false);
  });

  it('rejects garbage', () => {
    expect(isValidToken('garbage')).toBe(false);
    expect(isValidToken(null)).toBe(false);
  });
});
