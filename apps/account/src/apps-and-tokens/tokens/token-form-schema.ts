import { TOKEN_MESSAGES, USER_TOKEN_SCOPES, TokenCreateSchema, type TokenCreate, type TokenScope } from '@shelfmark/contract';

/** What the token form holds: the expiry as the date input gives it ('' when left empty). */
export interface TokenDraft {
  name: string;
  scopes: TokenScope[];
  expiresAt: string;
}

export const EMPTY_TOKEN: TokenDraft = { name: '', scopes: ['read'], expiresAt: '' };

/** Today in UTC, the day the server compares an expiry date with. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/**
 * The contract's body with the server's one rule the body schema leaves to it, the expiry after
 * today, so the form says the same as the API before sending.
 */
export const TokenFormSchema = TokenCreateSchema.extend({
  expiresAt: TokenCreateSchema.shape.expiresAt.refine((date) => date === undefined || date > todayUtc(), TOKEN_MESSAGES.expiryInPast),
});

export function tokenOfDraft({ name, scopes, expiresAt }: TokenDraft): TokenCreate {
  return { name, scopes: USER_TOKEN_SCOPES.filter((scope) => scopes.includes(scope)), ...(expiresAt ? { expiresAt } : {}) };
}
