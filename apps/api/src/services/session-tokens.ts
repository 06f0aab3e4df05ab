import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Role, SessionTokenPayloadSchema } from '@shelfmark/contract';
import { jwtVerify, SignJWT } from 'jose';

export interface AuthUser {
  userId: number;
  role: Role;
}

export interface SessionTokens {
  sign(user: AuthUser): Promise<string>;
  /** The user a token was issued to, or null when it is forged, expired or malformed. */
  verify(token: string): Promise<AuthUser | null>;
}

const LIFETIME = '7d';

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    // sub first, role second: the browser reads them from the token in that order.
    sign: ({ userId, role }) =>
      new SignJWT({ sub: String(userId), role }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(LIFETIME).sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = SessionTokenPayloadSchema.safeParse(payload);
        if (!parsed.success) return null;
        const userId = Number(parsed.data.sub);
        return Number.isSafeInteger(userId) ? { userId, role: parsed.data.role } : null;
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
