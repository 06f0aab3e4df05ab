import type { Role } from '@shelfmark/contract';
import type { FastifyRequest } from 'fastify';
import { findRole } from '../auth/roles';

/** The cookie that names the viewer of a page request: the browser's session token, which the server signed. */
export const PAGE_VIEWER_COOKIE = 'shelfmark_viewer';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Who is asking for a page (no Authorization header there: the session token lives in
 * localStorage), from the signed cookie; undefined for a visitor without a valid one. The role
 * is the account's current one, as for API calls.
 */
export async function pageViewer(request: FastifyRequest): Promise<{ userId: string; role: Role } | undefined> {
  const token = cookieValue(request.headers.cookie, PAGE_VIEWER_COOKIE);
  if (!token) return undefined;
  const signed = await request.server.sessionTokens.verify(token);
  if (!signed) return undefined;
  const role = await findRole(request.server.database.db, signed.userId);
  return role ? { userId: String(signed.userId), role } : undefined;
}
