import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@shelfmark/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findRole } from '../auth/roles';

/**
 * Whom a page request is for. The browser keeps its session token in localStorage, so a page
 * request carries no credential; this cookie, set when a session is issued (and on any API call
 * made with a session, for sessions older than it) and cleared at sign-out, names the user so
 * the page writer can give them their own remote versions (ADR 0043). It is HMAC-signed with the
 * session secret, so it cannot be forged, but it grants nothing: no API route reads it.
 */
export const VIEWER_COOKIE = 'shelfmark_viewer';
/** As long as a session token lives. */
const MAX_AGE_S = 7 * 24 * 3600;

export interface PageViewer {
  userId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    viewerSignature(userId: string): string;
  }
  interface FastifyRequest {
    /** What this answer does to the viewer cookie: set it for a user, or clear it. */
    viewerCookie: { set: string } | 'clear' | undefined;
  }
}

/** The cookie's value for a user: `<userId>.<signature>`. */
export const viewerCookieValue = (sign: (userId: string) => string, userId: string) => `${userId}.${sign(userId)}`;

function cookieNamed(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The user id the request's cookie names, if its signature holds. */
export function signedViewerId(request: FastifyRequest): string | undefined {
  const value = cookieNamed(request.headers.cookie, VIEWER_COOKIE);
  const match = value && /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, userId, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(request.server.viewerSignature(userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

/** The viewer of a page request with their role as it is now; undefined without a valid cookie or for an account gone or disabled. */
export async function pageViewer(request: FastifyRequest): Promise<PageViewer | undefined> {
  const userId = signedViewerId(request);
  if (!userId) return undefined;
  const role = await findRole(request.server.database.db, Number(userId));
  return role ? { userId, role } : undefined;
}

/** Marks the answer to set the cookie for this user (at sign-in). */
export function issueViewerCookie(request: FastifyRequest, userId: number | string): void {
  request.viewerCookie = { set: String(userId) };
}

/** Marks the answer to clear the cookie (at sign-out). */
export function clearViewerCookie(request: FastifyRequest): void {
  request.viewerCookie = 'clear';
}

function writeCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${VIEWER_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
}

export const pageViewerPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    const sign = (userId: string) => createHmac('sha256', secret).update(`page-viewer:${userId}`).digest('base64url');
    app.decorate('viewerSignature', sign);
    app.decorateRequest('viewerCookie', undefined);
    app.addHook('onSend', async (request, reply, payload) => {
      const wanted = request.viewerCookie ?? (request.user?.via.kind === 'session' ? { set: String(request.user.userId) } : undefined);
      if (wanted === 'clear') writeCookie(request, reply, '', 0);
      else if (wanted && reply.statusCode < 400 && signedViewerId(request) !== wanted.set) writeCookie(request, reply, viewerCookieValue(sign, wanted.set), MAX_AGE_S);
      return payload;
    });
  },
  { name: 'page-viewer', dependencies: ['auth'] },
);
