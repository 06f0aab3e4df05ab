interface Answer {
  statusCode: 400 | 409;
  message: string;
}

/** The error and its causes: Drizzle wraps the driver's error in its own. */
function* causeChain(error: unknown): Generator<Error> {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    yield current;
    current = current.cause;
  }
}

/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around it. */
function sqlState(error: unknown): string | undefined {
  for (const current of causeChain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Socket errors of a connection to the database server that is refused, reset or times out. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What node-postgres throws, without a code, when the server goes away or no connection frees up. */
const UNREACHABLE_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /not queryable/, /^Cannot use a pool after calling end/];

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed
 * or starting) and 53300 (too many connections): the database is away for a while, which is
 * no fault of the request.
 */
function isUnavailableState(state: string): boolean {
  return state.startsWith('08') || state === '57P01' || state === '57P02' || state === '57P03' || state === '53300';
}

/** Whether the error means the database server cannot be reached right now (it is down or restarting). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causeChain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))) return true;
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
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
