import type { z } from 'zod';

/** The message of the first issue of a failed parse, as a one-field form shows it. */
export function firstIssueMessage(error: z.ZodError, fallback = ''): string {
  return error.issues[0]?.message ?? fallback;
}
