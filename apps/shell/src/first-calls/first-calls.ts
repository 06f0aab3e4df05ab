import { callKey, firstCallRouteOf, firstCallsOf, SESSION_CHECK_CALL, TOKEN_STORAGE_KEY } from '@shelfmark/contract';

/** Where the entry sends the early calls; the api-client's default base, which the shell never changes. */
const API_BASE = '/api/v1';

/** An answer not asked for within this time is left unused: the screen's own request fetches a fresh one. */
const KEEP_MS = 30_000;

interface EarlyCall {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

/**
 * Kept on the page's global object: the early-calls script (its own small build, run before the
 * app's code has even arrived) starts the calls, and the app's bundle, with its own copy of this
 * module, takes them.
 */
const WAITING = Symbol.for('shelfmark.firstCalls');
const waiting = ((globalThis as { [WAITING]?: Map<string, EarlyCall> })[WAITING] ??= new Map());

/**
 * The page's local storage, read through the contract's rules for the token and the remembered
 * choices (the session lib's store would bring zustand into this script). When the browser
 * refuses storage, reading `localStorage` itself throws: then nothing is stored, and nothing starts.
 */
function pageStorage(): Pick<Storage, 'getItem'> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null };
  }
}

/**
 * Called by the early-calls script (apps/shell/src/first-calls/early-calls.ts, production
 * builds) as the page loads: for a stored token, starts the session
 * check and the GET calls the page's screen makes first (the route manifest's `firstCallsOf`),
 * so their answers travel alongside the code (docs/adr/0019-first-screen.md). The api-client
 * takes them over through `takeFirstCall`. Kept to contract imports: the script stays a few KB.
 */
export function startFirstCalls(location: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search'>> = window.location, storage: Pick<Storage, 'getItem'> = pageStorage(), width = window.innerWidth): void {
  let token: string | null;
  try {
    token = storage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return;
  }
  if (!token) return;
  const calls = [SESSION_CHECK_CALL, ...firstCallsOf(firstCallRouteOf(location.pathname), { width, storage, search: new URLSearchParams(location.search ?? ''), pathname: location.pathname })];
  for (const call of calls) {
    const key = callKey(call.path, call.query);
    const response = fetch(`${API_BASE}${key}`, { headers: { Authorization: `Bearer ${token}` } });
    // A failure reaches whoever takes the answer; unclaimed, it is nobody's concern.
    response.catch(() => undefined);
    waiting.set(key, { token, startedAt: performance.now(), response });
  }
}

/**
 * The early answer to a GET of `path` with this query and token, once; undefined when none
 * waits (another call, another token, or taken already or too late).
 */
export function takeFirstCall(path: string, query: URLSearchParams, token: string | null): Promise<Response> | undefined {
  const key = callKey(path, query);
  const early = waiting.get(key);
  if (!early) return undefined;
  waiting.delete(key);
  if (early.token !== token || performance.now() - early.startedAt > KEEP_MS) return undefined;
  return early.response;
}

/** For tests: forgets every early call. */
export function forgetFirstCalls(): void {
  waiting.clear();
}
