import { matchPath } from 'react-router-dom';
import { remoteAreas, type RemoteName } from '../federation/remote-registry';

export type ResolvedRoute =
  | { kind: 'remote'; remote: RemoteName; location?: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** Second spellings of two routes that the spec gives both readings of. */
const aliases: { from: string; to: (id: string) => string }[] = [
  { from: '/creators/:id', to: (id) => `/creator/${id}` },
  { from: '/users/:id', to: (id) => `/account/${id}` },
];

/** Decides which remote renders a path. Pure, so the whole URL space is tested in one place. */
export function resolveRoute(pathname: string): ResolvedRoute {
  // Any path containing /passwordreset opens the reset page; the token is the third segment.
  if (pathname.includes('/passwordreset')) {
    const token = pathname.split('/')[2] ?? '';
    return { kind: 'remote', remote: 'account', location: `/passwordreset/${encodeURIComponent(token)}` };
  }
  for (const alias of aliases) {
    const match = matchPath(alias.from, pathname);
    if (match?.params['id']) return { kind: 'redirect', to: alias.to(match.params['id']) };
  }
  const owner = remoteAreas.find((area) => area.paths.some((path) => matchPath(path, pathname)));
  return owner ? { kind: 'remote', remote: owner.name } : { kind: 'not-found' };
}
