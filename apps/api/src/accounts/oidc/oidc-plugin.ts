import { createHash } from 'node:crypto';
import type { Role } from '@shelfmark/contract';
import fp from 'fastify-plugin';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config/oidc';
import type { Identity } from './identities.repository';

/** What /oidc/start hands the browser to bring back with the provider's answer: the checks of this one attempt. */
export interface Attempt {
  state: string;
  nonce: string;
  verifier: string;
}

/** An identity no account is linked to yet, waiting for its owner to prove an account's password. */
export interface LinkTicket extends Identity {
  /** The role the provider's claim gives; null without a role claim configured. */
  role: Role | null;
}

interface Sealed {
  attempt: Attempt;
  link: LinkTicket;
}

export interface OidcSupport {
  /** The provider's metadata and this client, discovered on first use (and again after a failure). */
  configuration(oidc: OidcConfig): Promise<client.Configuration>;
  /** An encrypted, expiring value only this installation (any of its instances) can read. */
  seal<Kind extends keyof Sealed>(kind: Kind, value: Sealed[Kind], minutes: number): Promise<string>;
  /** The sealed value; null when forged, of another kind, or expired. */
  unseal<Kind extends keyof Sealed>(kind: Kind, sealed: string): Promise<Sealed[Kind] | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    oidc: OidcSupport;
  }
}

/**
 * Sign-in with an OpenID Connect provider: the client (openid-client, discovered once) and the
 * sealing of the values the browser carries between the steps, with a key derived from the
 * session-token secret so every instance reads what another sealed (ADR 0035).
 */
export const oidcPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    const key = createHash('sha256').update(`shelfmark openid connect\n${secret}`).digest();
    let discovered: { issuer: string; configuration: Promise<client.Configuration> } | undefined;

    const discover = (oidc: OidcConfig) =>
      client.discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        oidc.clientSecret === undefined ? { token_endpoint_auth_method: 'none' } : { client_secret: oidc.clientSecret },
        // client_secret_basic is the token endpoint's default in OpenID Connect; a public client sends PKCE alone.
        oidc.clientSecret === undefined ? client.None() : client.ClientSecretBasic(oidc.clientSecret),
        { ...(oidc.allowInsecure ? { execute: [client.allowInsecureRequests] } : {}), timeout: 10 },
      );

    app.decorate('oidc', {
      configuration(oidc) {
        if (discovered?.issuer !== oidc.issuer) {
          const configuration = discover(oidc);
          discovered = { issuer: oidc.issuer, configuration };
          // A provider down at the first sign-in is asked again at the next.
          configuration.catch(() => {
            if (discovered?.configuration === configuration) discovered = undefined;
          });
        }
        return discovered.configuration;
      },
      seal: (kind, value, minutes) =>
        new EncryptJWT({ kind, value: value as unknown as Record<string, unknown> })
          .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
          .setIssuedAt()
          .setExpirationTime(`${minutes}m`)
          .encrypt(key),
      async unseal(kind, sealed) {
        try {
          const { payload } = await jwtDecrypt(sealed, key);
          return payload['kind'] === kind ? (payload['value'] as never) : null;
        } catch {
          return null;
        }
      },
    } satisfies OidcSupport);
  },
  { name: 'oidc' },
);
