import {
  API_MESSAGES,
  MESSAGES,
  RegistrationSchema,
  SessionVerificationSchema,
  TokenResponseSchema,
  UserSchema,
} from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../errors';
import { errors, idParams } from '../http/schemas';
import { currentUser, isAdmin, signedIn } from '../plugins/auth';
import { findUser, insertUser } from './users.repository';
import { hashPassword } from './passwords';
import { startSession } from './session-start';
import { refuseWhenPasswordSignInOff } from './password-sign-in';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      config: app.authRateLimit,
      schema: {
        tags: ['users'],
        summary: 'Register',
        description:
          'Creates the account and answers its session token. The first account of a new installation is the admin. Rate-limited per address. 403 when PASSWORD_SIGN_IN=off.',
        security: [],
        body: RegistrationSchema,
        response: { 201: TokenResponseSchema, ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      refuseWhenPasswordSignInOff(app);
      const passwordHash = await hashPassword(request.body.password);
      const created = await insertUser(app.database.db, { ...request.body, passwordHash });
      if (!created) throw conflict(MESSAGES.usernameTaken);
      return reply.code(201).send({ token: await startSession(app, request, created) });
    },
  );

  app.get(
    '/users/verification',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether the bearer token is still valid',
        description:
          'true when the token is genuine, unexpired, and its user still exists with the role it names; false otherwise (also without a token), so the browser signs in again.',
        response: { 200: SessionVerificationSchema },
      },
    },
    async (request) => {
      if (!request.user) return false;
      // request.user has the account's current role; a session token signed with another must be renewed.
      const { via, role } = request.user;
      return via.kind !== 'session' || via.signedRole === role;
    },
  );

  app.get(
    '/users/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: 'A user’s profile',
        description:
          'Username, email and role (never the password). Users see their own profile; the admin sees anyone’s. Another user’s profile is 404 to everyone else, as if absent.',
        params: idParams('id'),
        response: { 200: UserSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      if (viewer.userId !== request.params.id && !isAdmin(viewer)) throw notFound(API_MESSAGES.userNotFound);
      const user = await findUser(app.database.db, request.params.id);
      if (!user) throw notFound(API_MESSAGES.userNotFound);
      return user;
    },
  );
};
