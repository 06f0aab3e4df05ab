import {
  API_MESSAGES,
  RECOVERY_CODE_COUNT,
  RecoveryCodesSchema,
  TWO_FACTOR_MESSAGES,
  TwoFactorCodeBodySchema,
  TwoFactorOffSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../passwords';
import { findUser } from '../users.repository';
import { users } from '../../db/schema';
import { conflict, DomainError, invalid, notFound, unauthorized } from '../../errors';
import { errors, idParams, NoContentSchema } from '../../http/schemas';
import { allowedTo, currentUser, signedIn } from '../../plugins/auth';
import { isTotpCode, newRecoveryCode, newTotpSecret, normalizeCode, recoveryCodeHash, totpStep } from './totp';
import { confirmTwoFactor, findTwoFactor, recoveryCodesLeft, removeTwoFactor, storePendingSecret } from './two-factor.repository';

const tags = ['two-factor'];

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const box = app.twoFactorSecrets;

  app.get(
    '/two-factor',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Your two-factor sign-in',
        description: 'Whether sign-in asks for a code from an authenticator app after the password, and how many unused recovery codes are left.',
        response: { 200: TwoFactorStatusSchema, ...errors(401) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const stored = await findTwoFactor(db, userId);
      const enabled = stored?.confirmed ?? false;
      return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, userId) : 0 };
    },
  );

  app.post(
    '/two-factor/setup',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Set up two-factor sign-in',
        description:
          'A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) as text, as an otpauth:// URI and as its QR code (SVG). Not asked at sign-in until confirmed with a code; setting up again replaces a secret not yet confirmed. 409 when two-factor sign-in is on.',
        response: { 200: TwoFactorSetupSchema, ...errors(401, 409) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const user = await findUser(db, userId);
      if (!user) throw unauthorized();
      const setup = await newTotpSecret(user.username);
      if (!(await storePendingSecret(db, userId, box.seal(setup.secret)))) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      return setup;
    },
  );

  app.post(
    '/two-factor/confirm',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on',
        description: `Proves the secret set up is in the app with a current code, turns two-factor sign-in on and answers ${RECOVERY_CODE_COUNT} recovery codes, shown this once (only their hashes are kept; each signs in once instead of a code). A wrong code is a 400.`,
        body: TwoFactorCodeBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const stored = await findTwoFactor(db, userId);
      if (!stored) throw conflict(TWO_FACTOR_MESSAGES.notSetUp);
      if (stored.confirmed) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const code = normalizeCode(request.body.code);
      if (!isTotpCode(code)) throw invalid(TWO_FACTOR_MESSAGES.invalidCode);
      const secret = box.open(stored.secret);
      const step = secret === null ? null : totpStep(secret, code);
      if (step === null) throw invalid(TWO_FACTOR_MESSAGES.wrongCode);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      if (!(await confirmTwoFactor(db, userId, step, recoveryCodes.map(recoveryCodeHash)))) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      return { recoveryCodes };
    },
  );

  app.delete(
    '/two-factor',
    {
      onRequest: signedIn,
      config: app.authRateLimit,
      // The password is asked: guesses at it are limited like sign-in's, per account too.
      preHandler: app.accountRateLimit((request) => (request.user ? `user:${request.user.userId}` : undefined)),
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off',
        description: 'Removes your second factor and its recovery codes (also one set up but not confirmed); your current password is asked. A wrong password is a 401. Rate-limited like sign-in.',
        body: TwoFactorOffSchema,
        response: { 204: NoContentSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userId, userId));
      if (!account || !(await verifyPassword(request.body.password, account.passwordHash))) throw new DomainError(401, TWO_FACTOR_MESSAGES.wrongPassword);
      await removeTwoFactor(db, userId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/users/:id/two-factor',
    {
      onRequest: allowedTo('removeSecondFactor'),
      schema: {
        tags: ['admin'],
        summary: 'Remove a user’s second factor (admin)',
        description: 'For a user who lost their authenticator app and recovery codes: they then sign in with the password alone, and may set two-factor sign-in up again. 204 also when they had none; an unknown user is a 404.',
        params: idParams('id'),
        response: { 204: NoContentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findUser(db, id))) throw notFound(API_MESSAGES.userNotFound);
      await removeTwoFactor(db, id);
      return reply.code(204).send(null);
    },
  );
};
