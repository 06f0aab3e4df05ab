interface Issue {
  code?: string;
  message: string;
  errors?: Issue[][];
}

/** A strict branch that meets a key it does not know was meant for other input. */
const isOtherBranch = (issue: Issue) => issue.code === 'unrecognized_keys';

/**
 * The message of a validation issue. For a union (a PATCH body takes one of several fields)
 * the generic 'Invalid input' hides the rule that failed, so the message comes from the one
 * branch the input was meant for, when there is exactly one.
 */
export function issueMessage(issue: Issue): string {
  if (issue.code !== 'invalid_union' || !issue.errors) return issue.message;
  const meant = issue.errors.filter((branch) => branch.length > 0 && !branch.some(isOtherBranch));
  const [first] = meant.length === 1 ? (meant[0] ?? []) : [];
  return first ? issueMessage(first) : issue.message;
}
