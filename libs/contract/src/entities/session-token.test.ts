import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSessionTokenPayload } from './session-token';
import { SessionTokenPayloadSchema } from './user';

const valid = { sub: '42', role: 'librarian', iat: 1_700_000_000, exp: 1_700_086_400 };

/** What the server's schema makes of a payload: its data, or null when it refuses it. */
const bySchema = (value: unknown) => {
  const parsed = SessionTokenPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('readSessionTokenPayload', () => {
  it('reads the four fields of a valid payload, leaving out the rest', () => {
    expect(readSessionTokenPayload({ ...valid, jti: 'x' })).toEqual(valid);
  });

  it.each([
    ['a name as user id', { ...valid, sub: 'ada' }],
    ['a user id with a leading zero', { ...valid, sub: '042' }],
    ['user id 0', { ...valid, sub: '0' }],
    ['a numeric user id', { ...valid, sub: 42 }],
    ['an unknown role', { ...valid, role: 'owner' }],
    ['a fractional expiry', { ...valid, exp: 1.5 }],
    ['an expiry as text', { ...valid, exp: '1700086400' }],
    ['no issued-at', { sub: '42', role: 'user', exp: 1 }],
    ['an array', [valid]],
    ['null', null],
    ['text', 'token'],
  ])('refuses %s, as the server does', (_name, payload) => {
    expect(readSessionTokenPayload(payload)).toBeNull();
    expect(bySchema(payload)).toBeNull();
  });

  it('agrees with SessionTokenPayloadSchema on any payload', () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constantFrom('1', '42', '07', 'admin', 'librarian', 'user'), fc.constant(null));
    const payload = fc.record({ sub: field, role: field, iat: field, exp: field }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(payload, fc.anything()), (value) => {
        expect(readSessionTokenPayload(value)).toEqual(bySchema(value));
      }),
    );
  });
});
