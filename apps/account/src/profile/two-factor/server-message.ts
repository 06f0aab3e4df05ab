import { ApiError } from '@shelfmark/api-client';
import { MESSAGES } from '@shelfmark/contract';

/** The server's words for a refusal ('Wrong code, try again', 'Wrong password'), else the spec's generic ones. */
export const serverMessageOr = (error: unknown) => (error instanceof ApiError && error.serverMessage) || MESSAGES.somethingWentWrong;
