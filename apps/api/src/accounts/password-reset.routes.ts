import { EmailSchema, NewPasswordSchema, ResetTokenValiditySchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, NoContentSchema } from '../http/schemas';
import { refuseWhenPasswordSignInOff } from './password-sign-in';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './password-reset.service';

const TokenParams = z.object({ token: z.string().max(200) });

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/passwordreset',
    {
      config: app.authRateLimit,
      preHandler: app.accountRateLimit((request) => (typeof request.body === 'string' ? request.body : undefined)),
      schema: {
        tags: ['users'],
        summary: 'Mail a password-reset link',
        description:
          'The body is the email as text/plain. Every account with that email is mailed a single-use link, PUBLIC_URL/passwordreset/{token}, valid for an hour. The answer is 204 whether or not an account has the email; 403 when PASSWORD_SIGN_IN=off. Rate-limited per address and per email.',
        security: [],
        consumes: ['text/plain'],
        body: z.string().trim().pipe(EmailSchema),
        response: { 204: NoContentSchema, ...errors(400, 403, 415, 429) },
      },
    },
    async (request, reply) => {
      refuseWhenPasswordSignInOff(app);
      await requestPasswordReset(app.database.db, app.mailer, app.config.publicUrl, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/passwordreset/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether a password-reset token can still be used',
        security: [],
        params: TokenParams,
        response: { 200: ResetTokenValiditySchema },
      },
    },
    async (request) => isResetTokenValid(app.database.db, request.params.token),
  );

  app.patch(
    '/users/passwordreset/:token',
    {
      config: app.authRateLimit,
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a reset token',
        description: "Uses the token up and signs the account out on every browser. A spent, expired or unknown token answers 400 'Invalid request'; 403 when PASSWORD_SIGN_IN=off.",
        security: [],
        params: TokenParams,
        body: NewPasswordSchema,
        response: { 204: NoContentSchema, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      refuseWhenPasswordSignInOff(app);
      const txid = await resetPassword(app.database.db, request.params.token, request.body.password);
      if (txid) await app.tokenChanges.settle(txid);
      return reply.code(204).send(null);
    },
  );
};
