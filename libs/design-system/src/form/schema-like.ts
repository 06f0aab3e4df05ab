/**
 * What a form needs of a schema: zod's `safeParse`, described by its shape so the design system
 * does not import zod (screens load zod with their own chunks, docs/adr/0019-first-screen.md).
 * A zod schema fits as it is; so does a hand-written object with the same method.
 */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type SafeParseResult<Out> = { success: true; data: Out } | { success: false; error: { readonly issues: readonly SchemaIssue[] } };

export interface SchemaLike<Out> {
  safeParse(input: unknown): SafeParseResult<Out>;
}

/** A message per field; an issue about the whole value (no path) is under `form`. */
export type FormErrors = Partial<Record<string, string>>;

/** The first message of each top-level field, as a form shows them. */
export function errorsOfIssues(issues: readonly SchemaIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    errors[field === undefined ? 'form' : String(field)] ??= issue.message;
  }
  return errors;
}
