import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_PREFIX } from '@shelfmark/contract';

/** How many characters of a secret (prefix included) the list shows. */
const HINT_LENGTH = 8;

/** The prefix and 32 random bytes in base64url: 256 bits no one guesses. */
export const newTokenSecret = () => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * SHA-256 in hex. A fast hash is right here, unlike for passwords: the secret is 256 random
 * bits, so there is nothing to guess from a stolen hash, and every API call with a token
 * hashes it once.
 */
export const hashTokenSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const hintOf = (secret: string) => secret.slice(0, HINT_LENGTH);

export const looksLikeTokenSecret = (value: string) => value.startsWith(TOKEN_PREFIX);
