import { AccessTokenSchema, CreatedTokenSchema, MAX_TOKENS_PER_USER, TOKEN_MESSAGES, TOKEN_PREFIX, TokenCreateSchema, USER_TOKEN_SCOPES } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, invalid, notFound } from '../errors';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { countLiveTokens, insertAccessToken, listLiveTokens, revokeOwnToken } from './access-tokens.repository';
import { tokenAnswer } from './token-answer';
import { hashTokenSecret, hintOf, newTokenSecret } from './token-secrets';

const tags = ['tokens'];
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The signed-in user's personal access tokens; a token itself is refused here (the rule: access/token-scopes.ts). */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/tokens',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The user’s personal access tokens, newest first',
        description: 'Revoked tokens are left out; expired ones stay until revoked. lastUsed and lastUsedFrom (the client address) are updated at most once a minute.',
        response: { 200: z.array(AccessTokenSchema), ...errors(401, 403) },
      },
    },
    async (request) => (await listLiveTokens(db, currentUser(request).userId)).map(tokenAnswer),
  );

  app.post(
    '/tokens',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Create a personal access token',
        description: `The answer holds the secret (starting ${TOKEN_PREFIX}), shown this once: only its hash is kept. scopes: read (every GET the owner may make), write (every other call). expiresAt: the last day (UTC) it works, after today; left out, it never expires. At most ${MAX_TOKENS_PER_USER} tokens per user (409 past that).`,
        body: TokenCreateSchema,
        response: { 201: CreatedTokenSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { name, scopes, expiresAt } = request.body;
      if (expiresAt !== undefined && expiresAt <= todayUtc()) throw invalid(TOKEN_MESSAGES.expiryInPast);
      if ((await countLiveTokens(db, userId)) >= MAX_TOKENS_PER_USER) throw conflict(TOKEN_MESSAGES.tooMany);
      const secret = newTokenSecret();
      const record = await insertAccessToken(db, {
        userId,
        name,
        scopes: USER_TOKEN_SCOPES.filter((scope) => scopes.includes(scope)),
        hint: hintOf(secret),
        secretHash: hashTokenSecret(secret),
        expiresAt: expiresAt ?? null,
      });
      return reply.code(201).send({ token: tokenAnswer(record), secret });
    },
  );

  app.delete(
    '/tokens/:tokenID',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Revoke a personal access token',
        description: 'It is refused (401) from the next request on, on every instance. Another user’s token, or one already revoked, is 404.',
        params: idParams('tokenID'),
        response: { 204: NoContentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const txid = await revokeOwnToken(db, currentUser(request).userId, request.params.tokenID);
      if (txid === null) throw notFound(TOKEN_MESSAGES.notFound);
      // Answered once every instance has forgotten the token (token-invalidation.ts): the next request anywhere is refused.
      app.tokenCache.clear();
      await app.tokenChanges.settle(txid);
      return reply.code(204).send(null);
    },
  );
};
