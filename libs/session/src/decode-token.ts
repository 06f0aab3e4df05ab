import { readSessionTokenPayload, type Role } from '@shelfmark/contract';

export interface DecodedToken {
  userId: number;
  role: Role;
  expiresAt: Date;
}

/** Decodes one base64url segment to UTF-8 text, or null when it is not valid base64url or UTF-8. */
function decodeBase64Url(segment: string): string | null {
  const unpadded = segment.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  const base64 = unpadded.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the user id and role from the token's payload. The signature is not checked here:
 * the server verifies it on every call, so a forged token only changes what the UI shows.
 */
export function decodeToken(token: string | null | undefined): DecodedToken | null {
  const parts = token?.split('.');
  if (parts?.length !== 3 || !parts[1]) return null;
  const text = decodeBase64Url(parts[1]);
  if (text === null) return null;
  const payload = readSessionTokenPayload(parseJson(text));
  if (!payload) return null;
  return {
    userId: Number(payload.sub),
    role: payload.role,
    expiresAt: new Date(payload.exp * 1000),
  };
}

/** A token counts only while it decodes and has not expired. */
export function isValidToken(token: string | null | undefined, now: Date = new Date()): boolean {
  const decoded = decodeToken(token);
  return decoded !== null && decoded.expiresAt > now;
}
