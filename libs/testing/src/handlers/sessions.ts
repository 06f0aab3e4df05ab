import { MESSAGES, SignInSchema, type TokenResponse } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { makeToken } from '../token';
import { apiPath, errorResponse, parseJsonBody } from './respond';

export const sessionHandlers = [
  http.post(apiPath('/sessions'), async ({ request }) => {
    const body = await parseJsonBody(request, SignInSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const { username, password } = body.data;
    const account = mockDb.accounts.find((candidate) => candidate.username === username && candidate.password === password);
    if (!account) return errorResponse(401, MESSAGES.loginFailed);
    return HttpResponse.json<TokenResponse>({ token: makeToken({ userId: account.userID, role: account.role }) });
  }),
];
