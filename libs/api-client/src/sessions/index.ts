export { asksForCode, createSession, useSignIn } from './create-session';
export { endCurrentSession, endOtherSessions, endSession, getSessionsQueryOptions, listSessions, useEndOtherSessions, useEndSession, useSessions } from './signed-in-sessions';
export { finishOidcSignIn, getSignInOptions, linkOidcIdentity, startOidcSignIn } from './oidc';
