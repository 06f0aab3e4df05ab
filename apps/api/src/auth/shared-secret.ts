import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ConfigError } from '../config/config';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';

const SETTING = 'jwt_secret_fingerprint';

/** One-way: the database learns whether two secrets are the same, never the secret. */
export const fingerprintOf = (secret: string) => createHmac('sha256', secret).update('shelfmark session-token secret').digest('base64url');

export const SECRET_MISMATCH =
  'Another Shelfmark instance on this PostgreSQL database signs sessions with a different secret, so a session ' +
  'started on one instance would be refused by the other. JWT_SECRET is not set here, and this instance generated ' +
  'its own into DATA_DIR/jwt-secret. Several instances must share one secret: set the same JWT_SECRET ' +
  '(32 or more characters) on every instance. Moving a single instance to a new machine: copy the old ' +
  'DATA_DIR/jwt-secret, or set JWT_SECRET (everyone then signs in again).';

export type SecretClaim = 'first' | 'same' | 'replaced';

/**
 * Instances on one PostgreSQL database must sign sessions with the same secret. The database
 * keeps a fingerprint of it: a secret generated per instance (no JWT_SECRET) must match the one
 * already recorded, else the instance refuses to start; a configured JWT_SECRET is the
 * operator's choice and replaces the record (a rotation).
 */
export async function claimSessionSecret(db: Db, secret: string, configured: boolean): Promise<SecretClaim> {
  const fingerprint = fingerprintOf(secret);
  const [before] = await queryRows<{ value: string }>(db, sql`select value from instance_settings where name = ${SETTING}`);
  if (configured) {
    await db.execute(sql`insert into instance_settings (name, value) values (${SETTING}, ${fingerprint})
                         on conflict (name) do update set value = excluded.value, updated_at = now()`);
    return !before ? 'first' : before.value === fingerprint ? 'same' : 'replaced';
  }
  // Two instances starting together: one insert wins, the other reads the winner's fingerprint.
  await db.execute(sql`insert into instance_settings (name, value) values (${SETTING}, ${fingerprint}) on conflict (name) do nothing`);
  const [recorded] = await queryRows<{ value: string }>(db, sql`select value from instance_settings where name = ${SETTING}`);
  if (recorded?.value !== fingerprint) throw new ConfigError(SECRET_MISMATCH);
  return before ? 'same' : 'first';
}
