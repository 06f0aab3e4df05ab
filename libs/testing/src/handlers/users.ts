import {
  EmailSchema,
  MESSAGES,
  NewPasswordSchema,
  RegistrationSchema,
  type TokenResponse,
  type User,
  firstIssueMessage,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { makeToken } from '../token';
import { apiPath, errorResponse, parseJsonBody, signedInAccount } from './respond';

export const userHandlers = [
  http.post(apiPath('/users'), async ({ request }) => {
    const body = await parseJsonBody(request, RegistrationSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (mockDb.accounts.some((account) => account.username === body.data.username)) {
      return errorResponse(409, MESSAGES.usernameTaken);
    }
    const userID = Math.max(0, ...mockDb.accounts.map((account) => account.userID)) + 1;
    mockDb.accounts.push({ ...body.data, userID, role: 'user' });
    return HttpResponse.json<TokenResponse>({ token: makeToken({ userId: userID, role: 'user' }) }, { status: 201 });
  }),

  // Answers the same for unknown addresses, so the form cannot be used to probe for accounts.
  http.post(apiPath('/users/passwordreset'), async ({ request }) => {
    const email = EmailSchema.safeParse(await request.text());
    if (!email.success) return errorResponse(400, firstIssueMessage(email.error, MESSAGES.invalidRequest));
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(apiPath('/users/passwordreset/:token'), ({ params }) =>
    HttpResponse.json(mockDb.resetTokens.has(String(params.token))),
  ),

  http.patch(apiPath('/users/passwordreset/:token'), async ({ params, request }) => {
    const token = String(params.token);
    const account = mockDb.accounts.find((candidate) => candidate.userID === mockDb.resetTokens.get(token));
    if (!account) return errorResponse(400, MESSAGES.invalidRequest);
    const body = await parseJsonBody(request, NewPasswordSchema);
    if ('message' in body) return errorResponse(400, body.message);
    account.password = body.data.password;
    mockDb.resetTokens.delete(token);
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(apiPath('/users/verification'), ({ request }) => HttpResponse.json(signedInAccount(request) !== undefined)),

  http.get(apiPath('/users/:id'), ({ params, request }) => {
    if (!signedInAccount(request)) return errorResponse(401, 'Sign in first');
    const account = mockDb.accounts.find((candidate) => String(candidate.userID) === params.id);
    if (!account) return errorResponse(404, 'User not found');
    const { password: _password, ...user } = account;
    return HttpResponse.json<User>(user);
  }),
];
