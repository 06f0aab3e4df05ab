import { SessionTokenPayloadSchema, type Role, type SessionTokenPayload } from '@shelfmark/contract';

function base64UrlEncode(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(segment: string): string {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export interface MakeTokenOptions {
  userId: number;
  role: Role;
  issuedAt?: Date;
  /** Lifetime in seconds; a day by default. */
  expiresIn?: number;
}

const HEADER = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
// A fixed, never-verified signature: the browser only reads the payload.
const SIGNATURE = base64UrlEncode('shelfmark-test-signature');

/** A JWT-shaped token like the server issues, with sub and role first in the payload. */
export function makeToken({ userId, role, issuedAt = new Date(), expiresIn = 86_400 }: MakeTokenOptions): string {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const payload: SessionTokenPayload = { sub: String(userId), role, iat, exp: iat + expiresIn };
  return [HEADER, base64UrlEncode(JSON.stringify(payload)), SIGNATURE].join('.');
}

/** The payload of a token made by makeToken, or null for anything else or an expired token. */
export function readToken(token: string, now: Date = new Date()): SessionTokenPayload | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header !== HEADER || signature !== SIGNATURE || payload === undefined || rest.length > 0) return null;
  try {
    const parsed = SessionTokenPayloadSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success && parsed.data.exp * 1000 > now.getTime() ? parsed.data : null;
  } catch {
    return null;
  }
}
