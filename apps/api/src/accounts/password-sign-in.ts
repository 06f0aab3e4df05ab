import { OIDC_MESSAGES } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

/** PASSWORD_SIGN_IN=off: sign-in, registration and password reset by password are refused (accounts come from the identity provider). */
export function refuseWhenPasswordSignInOff(app: FastifyInstance): void {
  if (!app.config.passwordSignIn) throw forbidden(OIDC_MESSAGES.passwordSignInOff);
}
