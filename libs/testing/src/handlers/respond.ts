import { readToken } from '../token';
import { mockDb, type MockAccount } from '../mock-db';
import { HttpResponse } from 'msw';
import type { z } from 'zod';

/** Matches the API on any origin, so the same handlers serve node tests and the browser. */
export function apiPath(path: string): string {
  return `*/api/v1${path}`;
}

/** An error the way the API sends it: JSON {message}. */
export function errorResponse(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

/** Parses a JSON body with a schema; the first issue's message otherwise. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<{ data: T } | { message: string }> {
  const body: unknown = await request.json().catch(() => undefined);
  const result = schema.safeParse(body);
  return result.success ? { data: result.data } : { message: result.error.issues[0]?.message ?? 'Invalid body' };
}

export function signedInAccount(request: Request): MockAccount | undefined {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const payload = token ? readToken(token) : null;
  return payload ? mockDb.accounts.find((account) => String(account.userID) === payload.sub) : undefined;
}
