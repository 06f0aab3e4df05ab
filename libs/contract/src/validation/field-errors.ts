import type { z } from 'zod';

/** A message per form field; a field without one has no entry. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The message of the first issue of a failed parse, as a one-field form shows it. */
export function firstIssueMessage(error: z.ZodError, fallback = ''): string {
  return error.issues[0]?.message ?? fallback;
}

/**
 * The first message of each field of a failed parse, keyed by the top-level property the issue
 * is about; an issue about the whole value (no path) goes under `form`.
 */
export function fieldErrors<Field extends string = string>(error: z.ZodError): FieldErrors<Field | 'form'> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const key = field === undefined ? 'form' : String(field);
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<Field | 'form'>;
}

/** A copy of the errors without one field's, for clearing a message once the field changes. */
export function withoutError<Field extends string>(errors: FieldErrors<Field>, field: Field): FieldErrors<Field> {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
