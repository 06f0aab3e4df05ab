import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals TOTP secrets at rest: a database dump alone does not give anyone's codes away. */
export interface SecretBox {
  seal(plain: string): string;
  /** Null when the text was sealed under another key (the session secret was changed) or is damaged. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM under a key derived (HKDF-SHA256) from the instance's session secret, which every
 * instance of a fleet shares already (auth/shared-secret.ts): no second secret to configure.
 * Stored as `v1.<iv>.<ciphertext and tag>`, base64url.
 */
export function createSecretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'shelfmark', 'two-factor secret encryption', 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, iv.toString('base64url'), sealed.toString('base64url')].join('.');
    },
    open(text) {
      const [version, iv, sealed] = text.split('.');
      if (version !== VERSION || !iv || !sealed) return null;
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens TOTP secrets (ADR 0036). */
    twoFactorSecrets: SecretBox;
  }
}
