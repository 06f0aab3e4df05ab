import { describe, expect, it } from 'vitest';
import { makeToken, readToken } from './token';

describe('makeToken', () => {
  it('makes a three-part token whose payload holds sub first and role second', () => {
    const token = makeToken({ userId: 42, role: 'librarian', issuedAt: new Date(1_800_000_000_000) });
    const [, payload] = token.split('.');
    const json = Buffer.from(payload ?? '', 'base64url').toString('utf8');
    expect(token.split('.')).toHaveLength(3);
    expect(json).toBe('{"sub":"42","role":"librarian","iat":1800000000,"exp":1800086400}');
    expect(token).not.toMatch(/[+/=]/);
  });

  it('honours a custom lifetime', () => {
    const token = makeToken({ userId: 1, role: 'user', issuedAt: new Date(1_800_000_000_000), expiresIn: 60 });
    expect(readToken(token, new Date(1_800_000_000_000))?.exp).toBe(1_800_000_060);
  });
});

describe('readToken', () => {
  it('reads back a token it made', () => {
    expect(readToken(makeToken({ userId: 7, role: 'admin' }))).toMatchObject({ sub: '7', role: 'admin' });
  });

  it('rejects expired, forged and malformed tokens', () => {
    const issuedAt = new Date(1_800_000_000_000);
    expect(readToken(makeToken({ userId: 7, role: 'admin', issuedAt, expiresIn: 10 }), new Date(1_800_000_010_000))).toBeNull();
    const [header, payload] = makeToken({ userId: 7, role: 'admin' }).split('.');
    expect(readToken(`${header}.${payload}.forged`)).toBeNull();
    expect(readToken(`${header}.%%%.${makeToken({ userId: 7, role: 'admin' }).split('.')[2]}`)).toBeNull();
    expect(readToken('garbage')).toBeNull();
  });
});
