import { API_MESSAGES, firstIssueMessage, type Role } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { mockDb, type MockAccount } from '../db/mock-db';
import { readToken } from '../token';

/** Matches the API on any origin, so the same handlers serve node tests and the browser. */
export function apiPath(path: string): string {
  return `*/api/v1${path}`;
}

/** An error the way the API sends it: JSON {message}. */
export function errorResponse(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

export const noContent = () => new HttpResponse(null, { status: 204 });

/** Parses a JSON body with a schema; the first issue's message otherwise. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<{ data: T } | { message: string }> {
  const body: unknown = await request.json().catch(() => undefined);
  const result = schema.safeParse(body);
  return result.success ? { data: result.data } : { message: firstIssueMessage(result.error, 'Invalid body') };
}

/** Who the bearer token says is calling, as the server reads it: the user id and role of the token. */
export interface Caller {
  userID: number;
  role: Role;
}

export function caller(request: Request): Caller | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const payload = token ? readToken(token) : null;
  return payload ? { userID: Number(payload.sub), role: payload.role } : null;
}

/** The caller, or the 401 the API answers without a valid token. */
export function requireCaller(request: Request): Caller | Response {
  return caller(request) ?? errorResponse(401, API_MESSAGES.signInFirst);
}

export function signedInAccount(request: Request): MockAccount | undefined {
  const who = caller(request);
  return who ? mockDb.accounts.find((account) => account.userID === who.userID) : undefined;
}

/** A path id as a number (NaN for anything else, which finds nothing). */
export function idOf(value: string | readonly string[] | undefined): number {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Goes first in the handler list: records every call in mockDb.calls and answers the failure
 * a test set with failCall; otherwise the resource's handler answers.
 */
export const recorder = http.all(apiPath('/*'), async ({ request }) => {
  const path = new URL(request.url).pathname.replace(/^.*?\/api\/v1/, '');
  mockDb.calls.push({ method: request.method, path, body: await readBody(request) });
  const failure = mockDb.failures.get(`${request.method} ${path}`);
  return failure === undefined ? undefined : errorResponse(failure, `failed with ${failure}`);
});
