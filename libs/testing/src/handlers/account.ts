import { ACCOUNT_MESSAGES, type AccountEmail, type AccountLanguage, AccountLanguageSchema, ChangeEmailSchema, ChangePasswordSchema, ConfirmEmailSchema, DeleteAccountSchema } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { apiPath, errorResponse, noContent, parseJsonBody, signedInAccount } from './respond';

/** The token of the link a change of email mails to the new address, in the mock. */
export const emailConfirmToken = (userID: number) => `confirm-${userID}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Your account: the email and its pending change, the password, deleting the account. */
export const accountHandlers = [
  http.get(apiPath('/account/email'), ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, 'Sign in first');
    return HttpResponse.json<AccountEmail>({ email: account.email, pending: account.pendingEmail ?? null });
  }),

  http.get(apiPath('/account/language'), ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, 'Sign in first');
    return HttpResponse.json<AccountLanguage>({ language: account.language ?? null });
  }),

  http.put(apiPath('/account/language'), async ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, 'Sign in first');
    const body = await parseJsonBody(request, AccountLanguageSchema);
    if ('message' in body) return errorResponse(400, body.message);
    account.language = body.data.language;
    return HttpResponse.json<AccountLanguage>({ language: body.data.language });
  }),

  http.post(apiPath('/account/email'), async ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, 'Sign in first');
    const body = await parseJsonBody(request, ChangeEmailSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (body.data.password !== account.password) return errorResponse(401, ACCOUNT_MESSAGES.wrongPassword);
    if (body.data.email.toLowerCase() === account.email.toLowerCase()) return errorResponse(400, ACCOUNT_MESSAGES.sameEmail);
    account.pendingEmail = { email: body.data.email, expires: new Date(Date.now() + DAY_MS).toISOString() };
    return new HttpResponse(null, { status: 202 });
  }),

  http.post(apiPath('/account/email/confirm'), async ({ request }) => {
    const body = await parseJsonBody(request, ConfirmEmailSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const account = mockDb.accounts.find((candidate) => candidate.pendingEmail && emailConfirmToken(candidate.userID) === body.data.token);
    if (!account?.pendingEmail) return errorResponse(400, ACCOUNT_MESSAGES.emailLinkInvalid);
    account.email = account.pendingEmail.email;
    delete account.pendingEmail;
    return noContent();
  }),

  http.post(apiPath('/account/password'), async ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, 'Sign in first');
    const body = await parseJsonBody(request, ChangePasswordSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (body.data.currentPassword !== account.password) return errorResponse(401, ACCOUNT_MESSAGES.wrongPassword);
    account.password = body.data.newPassword;
    mockDb.sessions = mockDb.sessions.filter((session) => session.userID !== account.userID || session.current);
    return noContent();
  }),

  http.delete(apiPath('/account'), async ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return errorResponse(401, 'Sign in first');
    const body = await parseJsonBody(request, DeleteAccountSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (body.data.password !== account.password) return errorResponse(401, ACCOUNT_MESSAGES.wrongPassword);
    if (account.role === 'admin' && mockDb.accounts.filter((candidate) => candidate.role === 'admin').length === 1) return errorResponse(400, ACCOUNT_MESSAGES.lastAdmin);
    mockDb.accounts = mockDb.accounts.filter((candidate) => candidate !== account);
    return noContent();
  }),
];
