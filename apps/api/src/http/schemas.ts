import { API_MESSAGES, MAX_WHOLE_NUMBER } from '@shelfmark/contract';
import { z } from 'zod';

/** Every refusal is JSON {message}. */
export const ErrorSchema = z.object({ message: z.string() });

type ErrorCode = 400 | 401 | 403 | 404 | 406 | 409 | 413 | 415 | 429 | 502;

/** Response schemas for the refusals a route can give, for OpenAPI and serialization. */
export function errors<Code extends ErrorCode>(...codes: Code[]): Record<Code, typeof ErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorSchema])) as Record<Code, typeof ErrorSchema>;
}

/** A database id in a path: digits only, within PostgreSQL's integer range. */
export const PathIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, API_MESSAGES.invalidId)
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_WHOLE_NUMBER, API_MESSAGES.invalidId);

export function idParams<Key extends string>(key: Key) {
  return z.object({ [key]: PathIdSchema } as { [K in Key]: typeof PathIdSchema });
}

export const NoContentSchema = z.null().describe('No content');
