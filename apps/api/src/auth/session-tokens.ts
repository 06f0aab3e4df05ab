import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Role, SESSION_ID_PATTERN, SessionTokenPayloadSchema } from '@shelfmark/contract';
import { jwtVerify, SignJWT } from 'jose';

export interface AuthUser {
  userId: number;
  role: Role;
}

/** What a genuine session token says: its user, the role it was signed with, and its session (none in tokens signed before sessions were kept). */
export interface SignedSession extends AuthUser {
  sessionId: string | null;
}

export interface SessionTokens {
  /** A token for the user; `sessionId` names the session row it belongs to (accounts/sessions). */
  sign(user: AuthUser, sessionId?: string): Promise<string>;
  /** What a token says, or null when it is forged, expired or malformed. */
  verify(token: string): Promise<SignedSession | null>;
}

const LIFETIME = '7d';
/** Tokens whose signature was checked, kept so a client's next requests skip the HMAC (most of a cheap request's cost). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  // token → its user and expiry (seconds); Map order is insertion order, so the first key is the oldest.
  const verified = new Map<string, { user: SignedSession; exp: number }>();
  const remember = (token: string, user: SignedSession, exp: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, { user, exp });
  };
  return {
    // sub first, role second: the browser reads them from the token in that order.
    sign: ({ userId, role }, sessionId) =>
      new SignJWT({ sub: String(userId), role, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        // Expired as jose counts it: exp at or before the current second.
        if (known.exp > Math.floor(Date.now() / 1000)) return known.user;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = SessionTokenPayloadSchema.safeParse(payload);
        if (!parsed.success) return null;
        const userId = Number(parsed.data.sub);
        if (!Number.isSafeInteger(userId)) return null;
        const sid = (payload as { sid?: unknown }).sid;
        const sessionId = typeof sid === 'string' && SESSION_ID_PATTERN.test(sid) ? sid : null;
        if (sid !== undefined && sessionId === null) return null;
        const user = Object.freeze({ userId, role: parsed.data.role, sessionId });
        remember(token, user, parsed.data.exp);
        return user;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The configured secret, else one generated on first start and kept in DATA_DIR (readable by
 * this user only). A throwaway memory:// database gets a throwaway secret.
 */
export async function loadTokenSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  if (dataDir.startsWith('memory://')) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600);
  return (await readFile(file, 'utf8')).trim();
}
