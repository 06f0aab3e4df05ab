import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: the claims it releases about them. */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  groups?: string[];
}

export const TEST_CLIENT = { id: 'shelfmark', secret: 'a test client secret, long enough' };

export interface TestProvider {
  issuer: string;
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

const readForm = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
};

/**
 * A real OpenID Connect provider (oidc-provider) on a local port, whose login page is a form
 * asking only which account to be ("deny" cancels), and which consents by itself. A copy of
 * apps/api/src/accounts/oidc/testing/test-provider.ts (e2e may not import the API's code).
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: async () => ({ sub: id, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test provider cookie key'] },
  });
  const providerCallback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>Test provider</title><form method="post"><label>Account <input name="login" autofocus></label><button type="submit">Continue</button></form>`,
        );
        return;
      }
      const login = (await readForm(request)).get('login') ?? '';
      const result = login === 'deny' || !accounts.has(login) ? { error: 'access_denied', error_description: 'The person said no' } : { login: { accountId: login } };
      await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
      return;
    }
    const accountId = details.session?.accountId ?? '';
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId: String(details.params['client_id']) });
    if (!grant) throw new Error('grant vanished');
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    void providerCallback(request, response);
  });
  return {
    issuer,
    accounts,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
