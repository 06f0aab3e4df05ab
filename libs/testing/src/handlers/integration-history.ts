import { API_MESSAGES } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { findEntry } from '../db/shelf';
import { apiPath, errorResponse, idOf, requireCaller } from './respond';

/** GET /integrations/history/{usermediaID}: the lines integrations wrote on the caller's entry, newest first. */
export const integrationHistoryHandlers = [
  http.get(apiPath('/integrations/history/:usermediaID'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = findEntry(idOf(params['usermediaID']));
    if (!entry || entry.userID !== who.userID) return errorResponse(404, API_MESSAGES.libraryItemNotFound);
    return HttpResponse.json(mockDb.integrationHistory.get(entry.usermediaID) ?? []);
  }),
];
