import { AccountEmailSchema, AccountLanguageSchema, ChangeEmailSchema, ChangePasswordSchema, ConfirmEmailSchema, DeleteAccountSchema, EMAIL_CHANGE_LIFETIME_HOURS } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn, withRole } from '../plugins/auth';
import { unauthorized } from '../errors';
import { findLanguage, updateLanguage } from './language.repository';
import { accountEmail, changePassword, confirmEmailChange, deleteOwnAccount, deleteUserAsAdmin, requestEmailChange } from './account.service';

/** The account a password attempt is counted against, as sign-in counts a username's. */
const attemptedAccount = (request: FastifyRequest) => (request.user ? `user:${request.user.userId}` : undefined);

/**
 * Your account (issue 33): change the password or the email, delete the account; and the
 * admin's deletion of another account. Session only (token-scopes.ts): a personal access token
 * never changes credentials or deletes anything wholesale.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const passwordChecked = { config: app.authRateLimit, onRequest: signedIn, preHandler: app.accountRateLimit(attemptedAccount) };

  app.post(
    '/account/password',
    {
      ...passwordChecked,
      schema: {
        tags: ['account'],
        summary: 'Change your password',
        description:
          'Needs the current password (a wrong one is 401; attempts are limited as sign-in’s are). Ends every other session of the account and any password-reset link; this browser stays signed in.',
        body: ChangePasswordSchema,
        response: { 204: NoContentSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const keep = user.via.kind === 'session' ? user.via.sessionId : null;
      const txid = await changePassword(db, user.userId, keep, request.body.currentPassword, request.body.newPassword);
      if (txid) await app.tokenChanges.settle(txid);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/email',
    {
      onRequest: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Your email, and a change waiting for confirmation',
        response: { 200: AccountEmailSchema, ...errors(401) },
      },
    },
    async (request) => accountEmail(db, currentUser(request).userId),
  );

  app.post(
    '/account/email',
    {
      ...passwordChecked,
      schema: {
        tags: ['account'],
        summary: 'Change your email',
        description: `Needs the password (a wrong one is 401). Mails the new address a single-use link, PUBLIC_URL/confirm-email/{token}, valid for ${EMAIL_CHANGE_LIFETIME_HOURS} hours, and the current address a notice; the email changes when the link is confirmed. A newer request replaces an older one.`,
        body: ChangeEmailSchema,
        response: { 202: NoContentSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await requestEmailChange(db, app.mailer, app.config.publicUrl, currentUser(request).userId, request.body);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/account/email/confirm',
    {
      config: app.authRateLimit,
      schema: {
        tags: ['account'],
        summary: 'Confirm a new email',
        description:
          'The token of the link mailed to the new address is the credential: no sign-in is needed. Uses the token up. A used, expired or unknown token is 400; an address another account uses meanwhile is 409 (the link then still works once it is free).',
        security: [],
        body: ConfirmEmailSchema,
        response: { 204: NoContentSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await confirmEmailChange(db, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/account',
    {
      ...passwordChecked,
      schema: {
        tags: ['account'],
        summary: 'Delete your account',
        description:
          'Needs the password (a wrong one is 401). Deletes the account with its shelf, readings, journal, tags, tokens, sessions and everything else it owns; catalogue records it added stay, without its name. Every token of the account is refused from the answer on. The last admin cannot delete their account (400).',
        body: DeleteAccountSchema,
        response: { 204: NoContentSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const txid = await deleteOwnAccount(db, currentUser(request).userId, request.body.password);
      await app.tokenChanges.settle(txid);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/language',
    {
      onRequest: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Your language',
        description: 'The language chosen in the profile (issue 32), or null while none is chosen and each browser uses its own.',
        response: { 200: AccountLanguageSchema, ...errors(401) },
      },
    },
    async (request) => {
      const found = await findLanguage(db, currentUser(request).userId);
      if (!found) throw unauthorized();
      return found;
    },
  );

  app.put(
    '/account/language',
    {
      onRequest: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Choose your language',
        description: 'One of en, de, fr, es, pt-BR, ja; null goes back to each browser’s own language. Answers the language now kept.',
        body: AccountLanguageSchema,
        response: { 200: AccountLanguageSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      if (!(await updateLanguage(db, currentUser(request).userId, request.body.language))) throw unauthorized();
      return { language: request.body.language };
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest: withRole('admin'),
      schema: {
        tags: ['account'],
        summary: 'Delete a user (admin)',
        description:
          'Deletes the account as DELETE /account does, without its password. Admins only; an unknown user is 404; the admin’s own account is 400 (it is deleted from the profile, with the password).',
        params: idParams('id'),
        response: { 204: NoContentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const txid = await deleteUserAsAdmin(db, currentUser(request).userId, request.params.id);
      await app.tokenChanges.settle(txid);
      return reply.code(204).send(null);
    },
  );
};

