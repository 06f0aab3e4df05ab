import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { invalid } from '../errors';
import type { Mailer } from '../plugins/mail';
import { consumeReset, deleteResetsOf, insertReset, isUsable } from './password-resets.repository';
import { findByEmail, updatePasswordHash } from './users.repository';
import { endSessions } from '../access/sessions.repository';
import { hashPassword } from './passwords';

const LIFETIME_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a one-hour, single-use link to every account with this email. Nothing tells the
 * caller whether there was one.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, publicUrl: string, email: string, now = new Date()): Promise<void> {
  for (const user of await findByEmail(db, email)) {
    const token = randomBytes(32).toString('base64url');
    await insertReset(db, { tokenHash: hashToken(token), userId: user.userId, expiresAt: new Date(now.getTime() + LIFETIME_MS) });
    mailer.send({
      to: user.email,
      subject: 'Reset your Shelfmark password',
      text: [
        `Hello ${user.username},`,
        '',
        'Someone asked to reset the password of your Shelfmark account. To choose a new one, open:',
        '',
        `${publicUrl}/passwordreset/${token}`,
        '',
        'The link works once, within an hour. If you did not ask for it, ignore this mail.',
      ].join('\n'),
    });
  }
}

export function isResetTokenValid(db: Db, token: string, now = new Date()): Promise<boolean> {
  return isUsable(db, hashToken(token), now);
}

/** Sets the new password and ends every session of the account; the transaction's id when sessions were ended (for settle). */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<string | null> {
  let txid: string | null = null;
  if (!(await isResetTokenValid(db, token, now))) throw invalid(MESSAGES.invalidRequest);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeReset(tx, hashToken(token), now);
    if (userId === null) throw invalid(MESSAGES.invalidRequest);
    await updatePasswordHash(tx, userId, passwordHash);
    await deleteResetsOf(tx, userId);
    // Whoever knew the old password is signed out everywhere.
    txid = (await endSessions(tx, userId, null)).txid;
  });
  return txid;
}
