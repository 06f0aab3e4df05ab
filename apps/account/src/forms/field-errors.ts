import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per field of a failed parse, for showing next to each field. */
export function fieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/** A copy of the errors without one field's, for clearing a message once the field changes. */
export function withoutError<Field extends string>(errors: FieldErrors<Field>, field: Field): FieldErrors<Field> {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
