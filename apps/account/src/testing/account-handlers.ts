import {
  BugReportSchema,
  MediaRequestCreateSchema,
  MediaRequestListQuerySchema,
  MediaRequestPatchSchema,
  matchesMediaRequestFilter,
  mediaRequestOutcome,
  type BugReportRecord,
  type MediaRequestRecord,
} from '@shelfmark/contract';
import { apiPath, errorResponse, mockDb, readToken } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { requestStore } from './request-store';

export function signedIn(request: Request) {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const payload = token ? readToken(token) : null;
  return payload ? mockDb.accounts.find((account) => String(account.userID) === payload.sub) : undefined;
}

async function parse<T>(request: Request, schema: z.ZodType<T>): Promise<{ data: T } | { message: string }> {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  return result.success ? { data: result.data } : { message: result.error.issues[0]?.message ?? 'Invalid body' };
}

const isStaff = (role: string) => role === 'admin' || role === 'librarian';

/** The media request and bug report calls, as libs/contract shapes them. */
export const accountHandlers = [
  http.post(apiPath('/mediarequests'), async ({ request }) => {
    const account = signedIn(request);
    if (!account) return errorResponse(401, 'Sign in first');
    const body = await parse(request, MediaRequestCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const record: MediaRequestRecord = {
      ...body.data,
      requestID: Math.max(0, ...requestStore.mediaRequests.map((item) => item.requestID)) + 1,
      userID: account.userID,
      username: account.username,
      creator: body.data.creator || null,
      status: 'open',
      createdAt: new Date().toISOString(),
      closedAt: null,
    };
    requestStore.mediaRequests.unshift(record);
    return HttpResponse.json(record, { status: 201 });
  }),

  http.get(apiPath('/mediarequests'), ({ request }) => {
    const account = signedIn(request);
    if (!account) return errorResponse(401, 'Sign in first');
    const query = MediaRequestListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const visible = requestStore.mediaRequests.filter((item) => isStaff(account.role) || item.userID === account.userID);
    return HttpResponse.json(visible.filter((item) => matchesMediaRequestFilter(item.status, query.status)));
  }),

  http.patch(apiPath('/mediarequests/:id'), async ({ params, request }) => {
    const account = signedIn(request);
    if (!account) return errorResponse(401, 'Sign in first');
    if (!isStaff(account.role)) return errorResponse(403, 'You are not allowed to do that');
    const record = requestStore.mediaRequests.find((item) => String(item.requestID) === params.id);
    if (!record) return errorResponse(404, 'Media request not found');
    const body = await parse(request, MediaRequestPatchSchema);
    if ('message' in body) return errorResponse(400, body.message);
    Object.assign(record, { status: mediaRequestOutcome(body.data.status), closedAt: new Date().toISOString() });
    return HttpResponse.json(record);
  }),

  http.post(apiPath('/bugreports'), async ({ request }) => {
    const account = signedIn(request);
    if (!account) return errorResponse(401, 'Sign in first');
    const body = await parse(request, BugReportSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const record: BugReportRecord = {
      ...body.data,
      bugreportID: requestStore.bugReports.length + 1,
      userID: account.userID,
      createdAt: new Date().toISOString(),
    };
    requestStore.bugReports.push(record);
    return HttpResponse.json(record, { status: 201 });
  }),
];
