interface Answer {
  statusCode: 400 | 409;
  message: string;
}

/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around it. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * A last line of defence for input the route schemas let through but the database refuses
 * (a number past the column's range, a NUL byte in text, a race on a unique key): those are
 * the user's request, not a server fault.
 */
export function databaseErrorAnswer(error: unknown): Answer | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  if (state === '23505') return { statusCode: 409, message: 'That already exists' };
  if (state === '23503') return { statusCode: 409, message: 'That refers to something that does not exist or is still in use' };
  if (state.startsWith('22') || state === '23514' || state === '54000') {
    return { statusCode: 400, message: 'A value in the request is out of range or malformed' };
  }
  return undefined;
}
