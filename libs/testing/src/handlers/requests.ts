import {
  API_MESSAGES,
  BugReportSchema,
  MediaRequestCreateSchema,
  MediaRequestListQuerySchema,
  MediaRequestPatchSchema,
  matchesMediaRequestFilter,
  may,
  mediaRequestOutcome,
  type BugReportRecord,
  type MediaRequestRecord,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { apiPath, errorResponse, parseJsonBody, signedInAccount } from './respond';

/** Media requests (staff see and close everyone's) and bug reports. */
export const requestHandlers = [
  http.post(apiPath('/mediarequests'), async ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, API_MESSAGES.signInFirst);
    const body = await parseJsonBody(request, MediaRequestCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const record: MediaRequestRecord = {
      ...body.data,
      requestID: Math.max(0, ...mockDb.mediaRequests.map((item) => item.requestID)) + 1,
      userID: account.userID,
      username: account.username,
      creator: body.data.creator || null,
      status: 'open',
      createdAt: new Date().toISOString(),
      closedAt: null,
    };
    mockDb.mediaRequests.unshift(record);
    return HttpResponse.json(record, { status: 201 });
  }),

  http.get(apiPath('/mediarequests'), ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, API_MESSAGES.signInFirst);
    const query = MediaRequestListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const visible = mockDb.mediaRequests.filter((item) => may(account.role, 'closeMediaRequests') || item.userID === account.userID);
    return HttpResponse.json(visible.filter((item) => matchesMediaRequestFilter(item.status, query.status)));
  }),

  http.patch(apiPath('/mediarequests/:id'), async ({ params, request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, API_MESSAGES.signInFirst);
    if (!may(account.role, 'closeMediaRequests')) return errorResponse(403, API_MESSAGES.notAllowed);
    const record = mockDb.mediaRequests.find((item) => String(item.requestID) === params['id']);
    if (!record) return errorResponse(404, API_MESSAGES.mediaRequestNotFound);
    const body = await parseJsonBody(request, MediaRequestPatchSchema);
    if ('message' in body) return errorResponse(400, body.message);
    Object.assign(record, { status: mediaRequestOutcome(body.data.status), closedAt: new Date().toISOString() });
    return HttpResponse.json(record);
  }),

  http.post(apiPath('/bugreports'), async ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, API_MESSAGES.signInFirst);
    const body = await parseJsonBody(request, BugReportSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const record: BugReportRecord = {
      ...body.data,
      bugreportID: mockDb.bugReports.length + 1,
      userID: account.userID,
      createdAt: new Date().toISOString(),
    };
    mockDb.bugReports.push(record);
    return HttpResponse.json(record, { status: 201 });
  }),
];
