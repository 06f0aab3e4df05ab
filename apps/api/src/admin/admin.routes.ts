import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  AdminUserChangeSchema,
  AdminUserSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  CreatedInvitationSchema,
  INVITATION_PARAM,
  InstanceFactsSchema,
  InvitationCreateSchema,
  InvitationSchema,
  LOOKUP_SERVICE_LABELS,
  LOOKUP_SERVICES,
  type LookupService,
  RegistrationSettingSchema,
  TestMailSchema,
} from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../backups/manifest';
import type { LookupConfig } from '../config/lookup';
import { invalid, notFound } from '../errors';
import { errors, idParams, NoContentSchema } from '../http/schemas';
import { shownAddress } from '../http/public-url';
import { allowedTo, currentUser } from '../plugins/auth';
import { endSessions } from '../access/sessions.repository';
import { findUser } from '../accounts/users.repository';
import { changeUser, findAdminUser, listAdminUsers, lockActiveAdmins } from './admin-users.repository';
import { createInvitation, listInvitations, registrationMode, revokeInvitation, setRegistrationMode } from '../accounts/registration.repository';

const tags = ['admin'];
const adminOnly = allowedTo('manageAccounts');

/** Whether each of Add Media's services can be asked: the keyless ones always, TMDB and IGDB with their keys. */
function configuredServices(config: LookupConfig): Record<LookupService, boolean> {
  return {
    openlibrary: true,
    musicbrainz: true,
    tmdb: Boolean(config.tmdbToken || config.tmdbApiKey),
    igdb: Boolean(config.igdbClientId && config.igdbClientSecret),
  };
}

/** The admin screen's calls (ADR 0037): accounts, registration and invitations, and the instance's facts. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/admin/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'The accounts of this installation (admin)',
        description: `${ADMIN_USERS_PAGE_SIZE} a page, by username; q matches the username or the email. Each with its role, when it was created and last seen (its sessions' latest use), the items on its shelf, whether it is disabled and has two-factor sign-in on.`,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      return { ...(await listAdminUsers(db, q, page)), page, pageSize: ADMIN_USERS_PAGE_SIZE };
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Change an account’s role, or disable or re-enable it (admin)',
        description:
          'role: the new role. disabled: true signs the account out everywhere (its sessions end, its access tokens are refused on every instance from the answer on) and refuses its sign-in; its data stays. false lets it sign in again. A change that would leave no admin able to sign in is 400.',
        params: idParams('id'),
        body: AdminUserChangeSchema,
        response: { 200: AdminUserSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      const change = request.body;
      let txid: string | null = null;
      await db.transaction(async (tx) => {
        if (change.disabled === true || (change.role !== undefined && change.role !== 'admin')) {
          const admins = await lockActiveAdmins(tx);
          if (admins.includes(userId) && admins.length === 1) throw invalid(ADMIN_MESSAGES.lastAdmin);
        }
        txid = await changeUser(tx, userId, change);
        if (txid === null) throw notFound(ADMIN_MESSAGES.userNotFound);
        if (change.disabled === true) await endSessions(tx, userId, null);
      });
      if (txid) await app.tokenChanges.settle(txid);
      const user = await findAdminUser(db, userId);
      if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
      return user;
    },
  );

  app.get(
    '/admin/registration',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Who may register (admin)',
        description: 'open: anyone; invite: whoever opens an invitation link; closed: nobody. Until an admin chooses, REGISTRATION’s (open by default).',
        response: { 200: RegistrationSettingSchema, ...errors(401, 403) },
      },
    },
    async () => ({ mode: await registrationMode(db, app.config.registration) }),
  );

  app.put(
    '/admin/registration',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Choose who may register (admin)',
        description: 'Holds on every instance from the answer on. The first account of an installation without an admin registers in any mode.',
        body: RegistrationSettingSchema,
        response: { 200: RegistrationSettingSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await setRegistrationMode(db, request.body.mode);
      return { mode: request.body.mode };
    },
  );

  app.get(
    '/admin/invitations',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Invitation links (admin)',
        description: 'Every invitation not revoked, newest first, with its expiry, how often it may be and has been used, and its state. The links themselves are shown only when made.',
        response: { 200: z.array(InvitationSchema), ...errors(401, 403) },
      },
    },
    async () => listInvitations(db),
  );

  app.post(
    '/admin/invitations',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Make an invitation link (admin)',
        description: `Valid for \`days\` days and \`maxUses\` registrations. Answers the link (the shell's address with ?${INVITATION_PARAM}=…) this once: only its hash is kept.`,
        body: InvitationCreateSchema,
        response: { 201: CreatedInvitationSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { invitation, code } = await createInvitation(db, currentUser(request).userId, request.body);
      const link = `${shownAddress(app.config, request)}/?${INVITATION_PARAM}=${code}`;
      return reply.code(201).send({ invitation, link });
    },
  );

  app.delete(
    '/admin/invitations/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Revoke an invitation link (admin)',
        description: 'The link is refused from the answer on; accounts it made stay.',
        params: idParams('id'),
        response: { 204: NoContentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await revokeInvitation(db, request.params.id))) throw notFound(ADMIN_MESSAGES.invitationNotFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/instance',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'This installation’s facts (admin)',
        description: 'Its version, database, cover store, whether mail goes to an SMTP server, which metadata services Add Media can ask, the newest backup and the registration mode.',
        response: { 200: InstanceFactsSchema, ...errors(401, 403) },
      },
    },
    async () => {
      const configured = configuredServices(app.config.lookup);
      const [lastBackup] = await app.backups.list();
      return {
        version: APP_VERSION,
        database: app.database.kind,
        coverStore: app.config.covers.kind,
        mailConfigured: app.config.smtpUrl !== undefined,
        lookupEnabled: app.config.lookup.enabled,
        metadataServices: LOOKUP_SERVICES.map((service) => ({ service, label: LOOKUP_SERVICE_LABELS[service], configured: configured[service] })),
        lastBackup: lastBackup ?? null,
        registration: await registrationMode(db, app.config.registration),
      };
    },
  );

  app.post(
    '/admin/instance/test-mail',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Send a test mail to yourself (admin)',
        description: 'Mails the admin making the call at their account’s address, and answers once it is handed to the SMTP server (or kept in the outbox without one). A failure to deliver is in the server’s log.',
        response: { 200: TestMailSchema, ...errors(401, 403) },
      },
    },
    async (request) => {
      const admin = await findUser(db, currentUser(request).userId);
      if (!admin) throw notFound(ADMIN_MESSAGES.userNotFound);
      app.mailer.send({
        to: admin.email,
        subject: 'Shelfmark test mail',
        text: [`Hello ${admin.username},`, '', 'This is the test mail you sent from the admin screen: your Shelfmark can send mail.'].join('\n'),
      });
      await app.mailer.drain();
      return { to: admin.email, mailConfigured: app.config.smtpUrl !== undefined };
    },
  );
};
