import { createHash, randomBytes } from 'node:crypto';
import { KOREADER_DOCUMENT_PATTERN, KOREADER_ERRORS, type KoreaderError, TOKEN_PREFIX } from '@shelfmark/contract';
import type { SyncedProgress } from './koreader.repository';

/**
 * KOReader's progress-sync protocol as its reference server speaks it
 * (koreader/koreader-sync-server, app/controllers/1/syncs_controller.lua; the client is
 * koreader/koreader plugins/kosync.koplugin, KOSyncClient.lua and api.json): pure parts.
 */

/** A refusal in the reference server's shape: its status, and JSON {code, message}. */
export class KoreaderFailure extends Error {
  readonly statusCode: number;
  readonly code: number;
  constructor(kind: KoreaderError) {
    super(KOREADER_ERRORS[kind].message);
    this.statusCode = KOREADER_ERRORS[kind].status;
    this.code = KOREADER_ERRORS[kind].code;
  }
}

/**
 * KOReader never sends the password typed in its Password field: it sends md5 of it (kosync's
 * main.lua, `userkey = md5(password)`), so the sync key's stored form is SHA-256 of its md5 in hex.
 */
export const keyHashOfSyncKey = (syncKey: string) => hashOfUserKey(createHash('md5').update(syncKey).digest('hex'));
/** The stored form of what arrives in x-auth-key. */
export const hashOfUserKey = (userKey: string) => createHash('sha256').update(userKey).digest('hex');

const MAX_FIELD = 512;

/** The reference server's is_valid_field: a string that is not empty. */
const isField = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_FIELD;
/** Its is_valid_key_field: also no colon (a redis key separator there). */
export const isKeyField = (value: unknown): value is string => isField(value) && !value.includes(':');

/** The credentials of x-auth-user and x-auth-key, or null when either is missing or malformed. */
export function credentialsOf(headers: Record<string, string | string[] | undefined>): { username: string; userKey: string } | null {
  const username = headers['x-auth-user'];
  const userKey = headers['x-auth-key'];
  return isKeyField(username) && isField(userKey) ? { username, userKey } : null;
}

/** Lua's tonumber for the fields KOReader sends: a number, or a string holding one. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/**
 * The body of PUT /syncs/progress checked as the reference server checks it: document first
 * (2004 missing, 2007 not servable), then percentage, progress and device (2003).
 */
export function readProgressBody(body: unknown, now: Date): SyncedProgress {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!fields) throw new KoreaderFailure('invalidFields');
  const document = fields['document'];
  if (!isKeyField(document)) throw new KoreaderFailure('documentMissing');
  if (!KOREADER_DOCUMENT_PATTERN.test(document)) throw new KoreaderFailure('documentNotServable');
  const percentage = toNumber(fields['percentage']);
  const progress = typeof fields['progress'] === 'number' ? String(fields['progress']) : fields['progress'];
  const device = fields['device'];
  const deviceId = fields['device_id'];
  if (percentage === null || !isField(progress) || !isField(device)) throw new KoreaderFailure('invalidFields');
  if (deviceId !== undefined && deviceId !== null && !isField(deviceId)) throw new KoreaderFailure('invalidFields');
  return { document, progress, percentage, device, deviceId: deviceId ?? null, syncedAt: Math.floor(now.getTime() / 1000) };
}

const KEY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A sync key the reader can type on an e-reader's keyboard: the token prefix and six groups of
 * four characters without look-alikes (120 random bits; nothing is guessed from a hash of it).
 */
export function newSyncKey(): string {
  const bytes = randomBytes(24);
  const characters = [...bytes].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]);
  const groups = Array.from({ length: 6 }, (_, group) => characters.slice(group * 4, group * 4 + 4).join(''));
  return `${TOKEN_PREFIX}${groups.join('-')}`;
}
