import { TOKEN_MESSAGES, TOKEN_PREFIX, TokenCreateSchema, MAX_TOKENS_PER_USER, type AccessToken } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, nextId, type MockAccessToken } from '../db/mock-db';
import { apiPath, errorResponse, idOf, noContent, parseJsonBody, requireCaller } from './respond';

const HINT_LENGTH = TOKEN_PREFIX.length + 4;

/** Today's date in UTC, as the server compares expiry dates. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

function shown({ userID: _userID, secret: _secret, ...token }: MockAccessToken): AccessToken {
  return token;
}

/** Personal access tokens: list, create (the secret answered once), revoke. */
export const accessTokenHandlers = [
  http.get(apiPath('/tokens'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    return HttpResponse.json(mockDb.accessTokens.filter((token) => token.userID === who.userID).map(shown));
  }),

  http.post(apiPath('/tokens'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, TokenCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (body.data.expiresAt !== undefined && body.data.expiresAt <= todayUtc()) return errorResponse(400, TOKEN_MESSAGES.expiryInPast);
    if (mockDb.accessTokens.filter((token) => token.userID === who.userID).length >= MAX_TOKENS_PER_USER) return errorResponse(409, TOKEN_MESSAGES.tooMany);
    const tokenID = nextId();
    const secret = `${TOKEN_PREFIX}${String(tokenID).padStart(4, '0')}${'s'.repeat(36)}`;
    const token: MockAccessToken = {
      userID: who.userID,
      secret,
      tokenID,
      name: body.data.name,
      scopes: body.data.scopes,
      hint: secret.slice(0, HINT_LENGTH),
      created: new Date().toISOString(),
      expiresAt: body.data.expiresAt ?? null,
      lastUsed: null,
      lastUsedFrom: null,
    };
    mockDb.accessTokens.unshift(token);
    return HttpResponse.json({ token: shown(token), secret }, { status: 201 });
  }),

  http.delete(apiPath('/tokens/:tokenID'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const token = mockDb.accessTokens.find((item) => item.tokenID === idOf(params['tokenID']) && item.userID === who.userID);
    if (!token) return errorResponse(404, TOKEN_MESSAGES.notFound);
    mockDb.accessTokens = mockDb.accessTokens.filter((item) => item !== token);
    return noContent();
  }),
];
