import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, API_MESSAGES, EMAIL_CHANGE_LIFETIME_HOURS } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { conflict, DomainError, invalid, notFound, unauthorized } from '../errors';
import type { Mailer } from '../plugins/mail';
import { endSessions } from '../access/sessions.repository';
import { type AccountRow, deleteAccount, findAccount, updateEmail } from './account.repository';
import { consumeEmailChange, deleteEmailChangesOf, emailUsedByAnother, pendingEmailChange, replaceEmailChange } from './email-changes.repository';
import { deleteResetsOf } from './password-resets.repository';
import { hashPassword, verifyPassword } from './passwords';
import { updatePasswordHash } from './users.repository';

const LIFETIME_MS = EMAIL_CHANGE_LIFETIME_HOURS * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The signed-in account, once its password is proved; a wrong one is 401 (the routes count attempts as sign-in does). */
async function provenAccount(db: Db, userId: number, password: string): Promise<AccountRow> {
  const account = await findAccount(db, userId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(password, account.passwordHash))) throw new DomainError(401, ACCOUNT_MESSAGES.wrongPassword);
  return account;
}

/**
 * Sets a new password once the current one is proved, and ends every other session of the
 * account and any password-reset link: whoever knew the old password is signed out, the
 * browser that changed it stays in. The transaction's id when sessions were ended (for settle).
 */
export async function changePassword(db: Db, userId: number, keepSession: string | null, currentPassword: string, newPassword: string): Promise<string | null> {
  await provenAccount(db, userId, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await deleteResetsOf(tx, userId);
    return (await endSessions(tx, userId, keepSession)).txid;
  });
}

/** The email in use and the change waiting for its confirmation. */
export async function accountEmail(db: Db, userId: number, now = new Date()) {
  const account = await findAccount(db, userId);
  if (!account) throw unauthorized();
  const pending = await pendingEmailChange(db, userId, now);
  return { email: account.email, pending: pending && { email: pending.newEmail, expires: pending.expiresAt.toISOString() } };
}

/**
 * Once the password is proved, mails a single-use link to the new address (the change happens
 * only when it is opened) and a notice to the old one. Whether another account uses the new
 * address is told only to whoever opens the link, who holds that mailbox.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  userId: number,
  request: { email: string; password: string },
  now = new Date(),
): Promise<void> {
  const account = await provenAccount(db, userId, request.password);
  if (sameEmail(account.email, request.email)) throw invalid(ACCOUNT_MESSAGES.sameEmail);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  await replaceEmailChange(db, { tokenHash: hashToken(token), userId, newEmail: request.email, expiresAt });
  mailer.send({
    to: request.email,
    subject: 'Confirm your new Shelfmark email',
    text: [
      `Hello ${account.username},`,
      '',
      'You asked to use this address for your Shelfmark account. To confirm it, open:',
      '',
      `${publicUrl}/confirm-email/${token}`,
      '',
      `The link works once, within ${EMAIL_CHANGE_LIFETIME_HOURS} hours. If you did not ask for it, ignore this mail.`,
    ].join('\n'),
  });
  mailer.send({
    to: account.email,
    subject: 'Your Shelfmark email is about to change',
    text: [
      `Hello ${account.username},`,
      '',
      `Someone signed in to your Shelfmark account asked to use ${request.email} as its email instead of this address.`,
      'The change happens only once the link sent there is opened.',
      '',
      'If it was not you, change your password from your profile: that signs every other browser out.',
    ].join('\n'),
  });
}

/** Changes the email to the one the link was sent to; a used, expired or unknown token is 400, an address another account took meanwhile 409. */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const change = await consumeEmailChange(tx, hashToken(token), now);
    if (!change) throw invalid(ACCOUNT_MESSAGES.emailLinkInvalid);
    // Throwing rolls the use of the link back: it works again once the address is free.
    if (await emailUsedByAnother(tx, change.newEmail, change.userId)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    await updateEmail(tx, change.userId, change.newEmail);
    await deleteEmailChangesOf(tx, change.userId);
  });
}

/** Deletes the signed-in account once its password is proved; the transaction's id (for settle). */
export async function deleteOwnAccount(db: Db, userId: number, password: string): Promise<string> {
  await provenAccount(db, userId, password);
  const deletion = await deleteAccount(db, userId);
  if (deletion.deleted) return deletion.txid;
  if (deletion.reason === 'last-admin') throw invalid(ACCOUNT_MESSAGES.lastAdmin);
  throw unauthorized();
}

/** The admin deletes another account (their own goes through the profile, with their password). */
export async function deleteUserAsAdmin(db: Db, adminId: number, userId: number): Promise<string> {
  if (userId === adminId) throw invalid(ACCOUNT_MESSAGES.notYourself);
  const deletion = await deleteAccount(db, userId);
  if (deletion.deleted) return deletion.txid;
  // The caller is an admin too, so the account cannot be the last admin.
  throw notFound(API_MESSAGES.userNotFound);
}
