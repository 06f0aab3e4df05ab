import { randomBytes } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  EmailSchema,
  MESSAGES,
  OIDC_MESSAGES,
  OidcCallbackResultSchema,
  OidcCallbackSchema,
  OidcLinkSchema,
  OidcStartSchema,
  type RegistrationMode,
  type Role,
  SignInOptionsSchema,
  TokenResponseSchema,
  USERNAME_MAX_LENGTH,
} from '@shelfmark/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { type OidcConfig, roleFromClaims } from '../../config/oidc';
import type { Db } from '../../db/db';
import { conflict, DomainError, forbidden, invalid, notFound } from '../../errors';
import { errors } from '../../http/schemas';
import { provenAccount } from '../proven-account';
import { startSession } from '../session-start';
import { findByEmail, insertUser } from '../users.repository';
import { applyRole, findLinkedUser, type Identity, linkedSubject, linkIdentity } from './identities.repository';
import type { LinkTicket } from './oidc-plugin';
import { hasAdmin, registrationMode } from '../registration.repository';

/** How long the browser may spend at the provider, and on the link step. */
const ATTEMPT_MINUTES = 10;
const LINK_MINUTES = 10;

const providerUnavailable = () => new DomainError(502, OIDC_MESSAGES.providerUnavailable);

function configured(app: FastifyInstance): OidcConfig {
  const oidc = app.config.oidc;
  if (!oidc) throw notFound(OIDC_MESSAGES.notConfigured);
  return oidc;
}

/** A username from the provider's preferred_username (else the email's local part), in Shelfmark's alphabet. */
function baseUsername(claims: Record<string, unknown>, email: string | null): string {
  const wanted = [claims['preferred_username'], claims['nickname'], email?.split('@')[0]].find((value): value is string => typeof value === 'string' && value.length > 0);
  const cleaned = (wanted ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 6);
  return cleaned || 'user';
}

/** Creates the account (first of an installation: admin, as registration does), unique name, no usable password, and links the identity. */
async function createLinkedAccount(db: Db, identity: Identity, claims: Record<string, unknown>, email: string, role: Role | null) {
  const base = baseUsername(claims, email);
  // Never a valid `scrypt$…` hash: password sign-in fails for it until a reset sets one.
  const passwordHash = `oidc$${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const username = attempt === 0 ? base : `${base}_${attempt < 10 ? attempt + 1 : randomBytes(3).toString('hex')}`;
      const created = await insertUser(tx as unknown as Db, { username, email, passwordHash }, role ?? undefined);
      if (!created) continue;
      // Linked meanwhile by a sign-in that raced this one: the transaction is undone, and that sign-in won.
      if (!(await linkIdentity(tx as unknown as Db, identity, created.userId))) throw new DomainError(409, OIDC_MESSAGES.failed);
      return created;
    }
    throw conflict(MESSAGES.usernameTaken);
  });
}

async function mayCreateAccount(db: Db, configured: RegistrationMode): Promise<boolean> {
  return !(await hasAdmin(db)) || (await registrationMode(db, configured)) === 'open';
}

/** Signs in to the linked account, with the role the provider's claim gives; a disabled account is refused as by password (ADR 0037). */
async function signInLinked(app: FastifyInstance, request: FastifyRequest, account: { userId: number; role: Role; disabled: boolean }, role: Role | null) {
  if (account.disabled) throw forbidden(ADMIN_MESSAGES.accountDisabled);
  if (role && role !== account.role) await applyRole(app.database.db, account.userId, role);
  return startSession(app, request, { userId: account.userId, role: role ?? account.role });
}

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/sign-in-options',
    {
      schema: {
        tags: ['sessions'],
        summary: 'What the sign-in screen offers',
        description: 'Whether sign-in with an identity provider is set up (and its button’s label), and whether password sign-in is on.',
        security: [],
        response: { 200: SignInOptionsSchema },
      },
    },
    async () => ({ oidc: app.config.oidc ? { label: app.config.oidc.label } : null, password: app.config.passwordSignIn }),
  );

  app.post(
    '/oidc/start',
    {
      config: app.authRateLimit,
      schema: {
        tags: ['sessions'],
        summary: 'Start signing in with the identity provider',
        description:
          'Answers the provider’s authorization URL (Authorization Code with PKCE, state and nonce) and the attempt, sealed, which the browser keeps and sends back with the provider’s answer to POST /oidc/callback within 10 minutes. 404 when no provider is set up.',
        security: [],
        response: { 200: OidcStartSchema, ...errors(404, 429, 502) },
      },
    },
    async () => {
      const oidc = configured(app);
      const configuration = await app.oidc.configuration(oidc).catch(() => {
        throw providerUnavailable();
      });
      const attempt = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: oidc.redirectUri,
        scope: oidc.scopes,
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(attempt.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, attempt: await app.oidc.seal('attempt', attempt, ATTEMPT_MINUTES) };
    },
  );

  app.post(
    '/oidc/callback',
    {
      config: app.authRateLimit,
      schema: {
        tags: ['sessions'],
        summary: 'Finish signing in with the identity provider',
        description:
          'Exchanges the provider’s answer (the query string it sent the browser back with) for its ID token, checked by openid-client against the attempt’s state, nonce and PKCE verifier. An identity linked to an account signs in (a session token); one that is not creates an account when OIDC_CREATE_ACCOUNTS allows and no account has its email, else answers the link step, whose ticket POST /oidc/link takes with an account’s password. 400 when the provider refused or the attempt expired, 404 when no provider is set up.',
        security: [],
        body: OidcCallbackSchema,
        response: { 200: OidcCallbackResultSchema, ...errors(400, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const oidc = configured(app);
      const attempt = await app.oidc.unseal('attempt', request.body.attempt);
      if (!attempt) throw invalid(OIDC_MESSAGES.expired);
      const configuration = await app.oidc.configuration(oidc).catch(() => {
        throw providerUnavailable();
      });
      const answer = new URL(oidc.redirectUri);
      answer.search = request.body.query.replace(/^\?/, '');
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(configuration, answer, {
          pkceCodeVerifier: attempt.verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw invalid(OIDC_MESSAGES.failed);
        const userinfo = configuration.serverMetadata().userinfo_endpoint ? await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub) : {};
        claims = { ...userinfo, ...idClaims };
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') throw invalid(OIDC_MESSAGES.denied);
        request.log.warn({ err: error }, 'sign-in with the identity provider failed');
        throw invalid(OIDC_MESSAGES.failed);
      }
      const identity = { issuer: configuration.serverMetadata().issuer, subject: String(claims['sub']) };
      const role = oidc.roles ? roleFromClaims(oidc.roles, claims) : null;
      const linked = await findLinkedUser(db, identity);
      if (linked) return { token: await signInLinked(app, request, linked, role), link: null };

      const parsedEmail = EmailSchema.safeParse(claims['email']);
      const email = parsedEmail.success ? parsedEmail.data : null;
      // An account with the same email is never linked on the provider's word alone, verified or not: its owner proves the password.
      // Registration by invitation or closed (the admin screen) makes no account either, but for an installation's first.
      if (oidc.createAccounts && email && (await findByEmail(db, email)).length === 0 && (await mayCreateAccount(db, app.config.registration))) {
        const created = await createLinkedAccount(db, identity, claims, email, role);
        return { token: await startSession(app, request, created), link: null };
      }
      const ticket: LinkTicket = { ...identity, role };
      return { token: null, link: { ticket: await app.oidc.seal('link', ticket, LINK_MINUTES), email } };
    },
  );

  app.post(
    '/oidc/link',
    {
      config: app.authRateLimit,
      preHandler: app.accountRateLimit((request) => (request.body as { username?: string }).username),
      schema: {
        tags: ['sessions'],
        summary: 'Link the identity to your account, and sign in',
        description:
          'Takes the link step’s ticket (10 minutes) with the username and password of the account to link the identity at the provider to; from then on that identity signs in to it. 409 when the account is linked to another identity at the same provider. Rate-limited per address and per username.',
        security: [],
        body: OidcLinkSchema,
        response: { 200: TokenResponseSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      configured(app);
      const ticket = await app.oidc.unseal('link', request.body.ticket);
      if (!ticket) throw invalid(OIDC_MESSAGES.linkExpired);
      const { username, password } = request.body;
      const account = await provenAccount(db, username, password);
      const identity = { issuer: ticket.issuer, subject: ticket.subject };
      const subject = await linkedSubject(db, account.userId, identity.issuer);
      if (subject !== null && subject !== identity.subject) throw conflict(OIDC_MESSAGES.alreadyLinked);
      if (subject === null && !(await linkIdentity(db, identity, account.userId))) {
        // The identity was linked meanwhile, to this account (a second tab) or another.
        const linked = await findLinkedUser(db, identity);
        if (linked?.userId !== account.userId) throw conflict(OIDC_MESSAGES.alreadyLinked);
      }
      return { token: await signInLinked(app, request, account, ticket.role) };
    },
  );
};
