import { TEST_PASSWORD } from '../accounts/testing/accounts';
import type { MatrixRow } from './matrix-row';

/** Without an identity provider set up (the matrix's server has none), its calls are absent to everyone; oidc.routes.test.ts runs them against one. */
const ABSENT = { kind: 'per-caller', outcomes: { anonymous: 404, user: 404, other: 404, librarian: 404, admin: 404 } } as const;
const scenario = 'no identity provider set up: absent';

/** Sign-in options and sign-in with an identity provider (ADR 0035): public, browser-only calls. */
export const OIDC_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/v1/sign-in-options', access: { kind: 'public' }, success: 200, request: () => ({ url: '/api/v1/sign-in-options' }) },
  { method: 'POST', route: '/api/v1/oidc/start', access: ABSENT, success: 200, scenario, request: () => ({ url: '/api/v1/oidc/start' }) },
  {
    method: 'POST',
    route: '/api/v1/oidc/callback',
    access: ABSENT,
    success: 200,
    scenario,
    request: () => ({ url: '/api/v1/oidc/callback', payload: { query: 'code=abc&state=def', attempt: 'sealed' } }),
  },
  {
    method: 'POST',
    route: '/api/v1/oidc/link',
    access: ABSENT,
    success: 200,
    scenario,
    request: ({ world }) => ({ url: '/api/v1/oidc/link', payload: { ticket: 'sealed', username: world.accounts.user.username, password: TEST_PASSWORD } }),
  },
];
