import { type EndedSessions, MESSAGES, SESSION_MESSAGES, SessionRequestSchema, type SignedInSession, type SignInOptions, type TokenResponse } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, type MockSession } from '../db/mock-db';
import { makeToken } from '../token';
import { apiPath, errorResponse, noContent, parseJsonBody, requireCaller } from './respond';
import { secondFactorRefusal } from './two-factor';

/** The caller's signed-in browsers: those recorded, else this browser alone (as a real sign-in would have made it). */
function sessionsOf(userID: number): MockSession[] {
  const recorded = mockDb.sessions.filter((session) => session.userID === userID);
  if (recorded.length > 0) return recorded;
  const now = new Date().toISOString();
  const current: MockSession = { userID, sessionID: `current-${userID}`, created: now, lastSeen: now, userAgent: globalThis.navigator?.userAgent ?? null, address: '127.0.0.1', current: true };
  mockDb.sessions.push(current);
  return [current];
}

const shown = ({ userID: _userID, ...session }: MockSession): SignedInSession => session;

const end = (ended: (session: MockSession) => boolean) => {
  mockDb.sessions = mockDb.sessions.filter((session) => !ended(session));
};

/** Sign in, and the signed-in browsers: list, sign one out, all others, or this one. */
export const sessionHandlers = [
  // An installation without an identity provider, as the spec's sign-in screen assumes.
  http.get(apiPath('/sign-in-options'), () => HttpResponse.json<SignInOptions>({ oidc: null, password: true })),

  http.post(apiPath('/sessions'), async ({ request }) => {
    const body = await parseJsonBody(request, SessionRequestSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const { username, password, code } = body.data;
    const account = mockDb.accounts.find((candidate) => candidate.username === username && candidate.password === password);
    if (!account) return errorResponse(401, MESSAGES.loginFailed);
    const refusal = secondFactorRefusal(account.userID, code);
    if (refusal) return refusal;
    return HttpResponse.json<TokenResponse>({ token: makeToken({ userId: account.userID, role: account.role }) });
  }),

  http.get(apiPath('/sessions'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    return HttpResponse.json(sessionsOf(who.userID).map(shown));
  }),

  http.delete(apiPath('/sessions/current'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    end((session) => session.userID === who.userID && session.current);
    return noContent();
  }),

  http.delete(apiPath('/sessions/:sessionID'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const found = sessionsOf(who.userID).find((session) => session.sessionID === params['sessionID']);
    if (!found) return errorResponse(404, SESSION_MESSAGES.notFound);
    end((session) => session === found);
    return noContent();
  }),

  http.delete(apiPath('/sessions'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const others = sessionsOf(who.userID).filter((session) => !session.current);
    end((session) => others.includes(session));
    return HttpResponse.json<EndedSessions>({ ended: others.length });
  }),
];
