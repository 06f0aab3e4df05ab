import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Validates a form with a contract schema: the data, or the first message of each field. */
export function validateForm<Output, Field extends string>(
  schema: z.ZodType<Output>,
  values: Record<Field, string>,
): { data: Output; errors?: undefined } | { data?: undefined; errors: FieldErrors<Field> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}
