import { MESSAGES, SignInSchema, TokenResponseSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../errors';
import { errors } from '../http/schemas';
import { findCredentials } from './users.repository';
import { verifyAgainstNothing, verifyPassword } from './passwords';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions',
    {
      config: app.authRateLimit,
      preHandler: app.accountRateLimit((request) => (request.body as { username?: string }).username),
      schema: {
        tags: ['sessions'],
        summary: 'Sign in',
        description: 'Answers a session token (JWT, 7 days). Usernames match in any letter case. Rate-limited per address and per username.',
        security: [],
        body: SignInSchema,
        response: { 200: TokenResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const account = await findCredentials(app.database.db, username);
      const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstNothing(password);
      if (!account || !valid) throw new DomainError(401, MESSAGES.loginFailed);
      return { token: await app.sessionTokens.sign(account) };
    },
  );
};
