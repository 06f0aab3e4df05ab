import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';

/** A session id: what a session token's `sid` claim holds. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const SESSION_MESSAGES = {
  notFound: 'Session not found',
} as const;

/** A signed-in browser, as its owner sees it in the profile. */
export const SignedInSessionSchema = z.object({
  sessionID: z.string(),
  created: IsoDateTimeSchema,
  lastSeen: IsoDateTimeSchema,
  /** The browser's User-Agent header when it signed in or was last seen; null when it sent none. */
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  /** The session this request is made with. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof SignedInSessionSchema>;

/** Answer of DELETE /sessions: how many other sessions were ended. */
export const EndedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;
