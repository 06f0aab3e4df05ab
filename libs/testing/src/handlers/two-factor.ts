import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type SignInRefusal,
  TWO_FACTOR_MESSAGES,
  TwoFactorCodeBodySchema,
  TwoFactorOffSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { FIXTURE_TOTP_CODE, FIXTURE_TOTP_SECRET } from '../fixtures/two-factor';
import { apiPath, errorResponse, noContent, parseJsonBody, requireCaller } from './respond';

const FIXTURE_QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

const recoveryCodesFor = (userID: number) => Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => `rc${userID}-${String(index).padStart(2, '0')}aa-bbbb-cccc`);

const refused = (message: string) => HttpResponse.json<SignInRefusal>({ message, secondFactor: 'required' }, { status: 401 });

/** POST /sessions for an account with two-factor sign-in on: the refusal, or null when the code is good (a recovery code is used up). */
export function secondFactorRefusal(userID: number, code: string | undefined): Response | null {
  const state = mockDb.twoFactor.get(userID);
  if (!state?.confirmed) return null;
  if (code === undefined) return refused(TWO_FACTOR_MESSAGES.codeRequired);
  const typed = code.replace(/\s/g, '');
  if (typed === FIXTURE_TOTP_CODE) return null;
  const left = state.recoveryCodes.filter((recovery) => recovery !== typed.toLowerCase());
  if (left.length === state.recoveryCodes.length) return refused(TWO_FACTOR_MESSAGES.wrongCode);
  state.recoveryCodes = left;
  return null;
}

/** The caller's two-factor sign-in: status, set up, confirm, turn off. */
export const twoFactorHandlers = [
  http.get(apiPath('/two-factor'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const state = mockDb.twoFactor.get(who.userID);
    return HttpResponse.json<TwoFactorStatus>({ enabled: state?.confirmed ?? false, recoveryCodesLeft: state?.confirmed ? state.recoveryCodes.length : 0 });
  }),

  http.post(apiPath('/two-factor/setup'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    if (mockDb.twoFactor.get(who.userID)?.confirmed) return errorResponse(409, TWO_FACTOR_MESSAGES.alreadyOn);
    mockDb.twoFactor.set(who.userID, { confirmed: false, recoveryCodes: [] });
    const uri = `otpauth://totp/Shelfmark:user${who.userID}?issuer=Shelfmark&secret=${FIXTURE_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30`;
    return HttpResponse.json<TwoFactorSetup>({ secret: FIXTURE_TOTP_SECRET, uri, qrSvg: FIXTURE_QR });
  }),

  http.post(apiPath('/two-factor/confirm'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, TwoFactorCodeBodySchema);
    if ('message' in body) return errorResponse(400, body.message);
    const state = mockDb.twoFactor.get(who.userID);
    if (!state) return errorResponse(409, TWO_FACTOR_MESSAGES.notSetUp);
    if (state.confirmed) return errorResponse(409, TWO_FACTOR_MESSAGES.alreadyOn);
    if (body.data.code.replace(/\s/g, '') !== FIXTURE_TOTP_CODE) return errorResponse(400, TWO_FACTOR_MESSAGES.wrongCode);
    const recoveryCodes = recoveryCodesFor(who.userID);
    mockDb.twoFactor.set(who.userID, { confirmed: true, recoveryCodes });
    return HttpResponse.json<RecoveryCodes>({ recoveryCodes });
  }),

  http.delete(apiPath('/two-factor'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, TwoFactorOffSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const account = mockDb.accounts.find((candidate) => candidate.userID === who.userID);
    if (!account || body.data.password !== account.password) return errorResponse(401, TWO_FACTOR_MESSAGES.wrongPassword);
    mockDb.twoFactor.delete(who.userID);
    return noContent();
  }),
];
