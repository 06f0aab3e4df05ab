import { tokenRuleFor } from '../access/token-scopes';
import { MATRIX } from './authorization-matrix';
import type { Access, MatrixRow } from './matrix-row';

const COLUMNS = ['anonymous', 'user, own data', 'user, another’s data', 'librarian', 'admin'] as const;

function cells(access: Access, ok: string): string[] {
  const role = (allowed: boolean) => (allowed ? ok : '403');
  switch (access.kind) {
    case 'public':
      return [ok, ok, ok, ok, ok];
    case 'signed-in':
      return ['401', ok, ok, ok, ok];
    case 'own':
      return ['401', ok, '404', `own ${ok}, others’ 404`, `own ${ok}, others’ 404`];
    case 'own-or-admin':
      return ['401', ok, '404', `own ${ok}, others’ 404`, ok];
    case 'self-only':
      return ['401', ok, '403', `own ${ok}, others’ 403`, `own ${ok}, others’ 403`];
    case 'roles':
      return ['401', role(access.roles.includes('user')), role(access.roles.includes('user')), role(access.roles.includes('librarian')), role(access.roles.includes('admin'))];
    case 'per-caller': {
      const { anonymous, user, other, librarian, admin } = access.outcomes;
      return [anonymous, user, other, librarian, admin].map(String);
    }
  }
}

/** What a personal token needs for the call; with it, the token gets what its owner would. */
function tokenCell(row: MatrixRow): string {
  const rule = tokenRuleFor(row.method, row.route);
  return rule.kind === 'session-only' ? 'session only: 403' : rule.scope;
}

const routeText = (row: MatrixRow) => `\`${row.method} ${row.route.replace(/:(\w+)/g, '{$1}')}\``;

/** docs/authorization.md, rendered from the matrix the API suite runs. */
export function renderAuthorizationDoc(rows: MatrixRow[] = MATRIX): string {
  const lines = [
    '# Who may do what',
    '',
    '<!-- Generated from apps/api/src/security/authorization-matrix.ts; regenerate with',
    '     UPDATE_AUTHORIZATION_DOC=1 npx vitest run src/security/authorization-matrix.test.ts --project pglite (in apps/api). -->',
    '',
    'Every API call, and the exact answer each kind of caller gets. The API suite makes every one of',
    'these calls as each caller (on data of a plain user, a librarian and an admin where data has an',
    'owner) and checks the status, and that a refused call changed nothing in the database.',
    '',
    '- **401**: no valid token. **404**: hidden as if absent: another user’s data (library entries,',
    '  readings, journal, tags, recommendations, imports, profiles) and restricted media. **403**: signed',
    '  in and able to see the record, but not allowed to do this (the wrong role, or acting in another',
    '  user’s name); the browser then signs out, as the spec asks of any 403. The rule: ADR 0011.',
    '- Every request acts with the account’s current role, not the one its session token was signed with, and role-only calls read it from the database again: a demotion applies at once. A deleted account’s token is no one’s (401).',
    '- Users manage their own shelf only: a librarian or an admin cannot read or change another',
    '  user’s library entries, readings, journal, tags, recommendations or imports.',
    '- Restricted media are the admin’s: to others they are absent (404) unless already on their shelf.',
    '- Any signed-in user adds media, creators and series (a plain user at most MEDIA_ADD_LIMIT media',
    '  an hour, and three times as many creators and series; then 429), and the first cover of an',
    '  item they added. Editing an existing item or its cover stays with librarians and admins, who',
    '  see who added each item (ADR 0012).',
    '- **Personal access tokens** (ADR 0031; the column “personal token”) act as their owner, with the owner’s',
    '  role as the database has it at the time of the call. Reading (GET) needs the `read` scope,',
    '  anything else `write`; a token without it gets 403 naming the scope. Session-only calls',
    '  (tokens, webhooks, integrations, sign-in, password reset) refuse every token with 403. Another user’s token',
    '  sees the owner’s records as absent (404); an unknown, revoked or expired token is 401 on every',
    '  call. The suite makes every call with a read token, a write token, another user’s token, a',
    '  revoked one and an expired one. A 403 to a token never signs the browser out: it holds none.',
    '',
    `| call | ${COLUMNS.join(' | ')} | personal token | notes |`,
    `|---|${COLUMNS.map(() => '---').join('|')}|---|---|`,
    ...rows.map((row) => `| ${routeText(row)} | ${cells(row.access, String(row.success)).join(' | ')} | ${tokenCell(row)} | ${row.scenario ?? ''} |`),
    '',
  ];
  return lines.join('\n');
}
