import { type Access, MATRIX, type MatrixRow } from './authorization-matrix';

const COLUMNS = ['anonymous', 'user, own data', 'user, another’s data', 'librarian', 'admin'] as const;

function cells(access: Access, ok: string): string[] {
  const role = (allowed: boolean) => (allowed ? ok : '403');
  switch (access.kind) {
    case 'public':
      return [ok, ok, ok, ok, ok];
    case 'signed-in':
      return ['401', ok, ok, ok, ok];
    case 'own':
      return ['401', ok, '403', `own ${ok}, others’ 403`, `own ${ok}, others’ 403`];
    case 'own-or-admin':
      return ['401', ok, '403', `own ${ok}, others’ 403`, ok];
    case 'own-scoped':
      return ['401', ok, '404', `own ${ok}, others’ 404`, `own ${ok}, others’ 404`];
    case 'roles':
      return ['401', role(access.roles.includes('user')), role(access.roles.includes('user')), role(access.roles.includes('librarian')), role(access.roles.includes('admin'))];
    case 'per-caller': {
      const { anonymous, user, other, librarian, admin } = access.outcomes;
      return [anonymous, user, other, librarian, admin].map(String);
    }
  }
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
    '- **401**: no valid token. **403**: the wrong role, or someone else’s data (the browser then signs',
    '  out, as the spec asks of any 403). **404**: hidden as if absent (restricted media, or data',
    '  that is scoped to the caller, such as another user’s imports).',
    '- Roles are read from the database on role-only calls, so a demotion applies at once.',
    '- Users manage their own shelf only: a librarian or an admin cannot read or change another',
    '  user’s library entries, readings, journal, tags, recommendations or imports.',
    '- Restricted media are the admin’s: to others they are absent (404) unless already on their shelf.',
    '',
    `| call | ${COLUMNS.join(' | ')} | notes |`,
    `|---|${COLUMNS.map(() => '---').join('|')}|---|`,
    ...rows.map((row) => `| ${routeText(row)} | ${cells(row.access, String(row.success)).join(' | ')} | ${row.scenario ?? ''} |`),
    '',
  ];
  return lines.join('\n');
}
