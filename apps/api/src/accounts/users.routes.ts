import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  MESSAGES,
  RegistrationSchema,
  SessionVerificationSchema,
  TokenResponseSchema,
  UserSchema,
} from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../errors';
import { errors, idParams } from '../http/schemas';
import { currentUser, isAdmin, signedIn } from '../plugins/auth';
import { findUser, insertUser } from './users.repository';
import { hashPassword } from './passwords';
import { startSession } from './session-start';
import { hasAdmin, registrationMode, useInvitation } from './registration.repository';
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
          'Creates the account and answers its session token. The first account of a new installation (one without an admin) is the admin, whatever the registration mode. Otherwise the admin’s mode holds: open, by invitation (`invitation`, the code of an invitation link, is needed; one used up, expired, revoked or unknown is 400) or closed (403). An invitation given while registration is open is checked and counted too. Rate-limited per address. 403 when PASSWORD_SIGN_IN=off.',
        security: [],
        body: RegistrationSchema,
        response: { 201: TokenResponseSchema, ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      refuseWhenPasswordSignInOff(app);
      const db = app.database.db;
      const { invitation, password, ...account } = request.body;
      const mode = await registrationMode(db, app.config.registration);
      // Refused before the password's costly hash.
      const founding = !(await hasAdmin(db));
      if (!founding && mode === 'closed') throw forbidden(ADMIN_MESSAGES.registrationClosed);
      if (!founding && mode === 'invite' && !invitation) throw forbidden(ADMIN_MESSAGES.invitationRequired);
      const passwordHash = await hashPassword(password);
      const created = await db.transaction(async (tx) => {
        // Counted in the account's transaction: a taken username gives the use back.
        if (!founding && invitation) await useInvitation(tx, invitation);
        const user = await insertUser(tx, { ...account, passwordHash });
        if (!user) throw conflict(MESSAGES.usernameTaken);
        return user;
      });
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
