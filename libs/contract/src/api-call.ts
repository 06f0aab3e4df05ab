// A call and its key, in a module of their own: the shell's bundle takes the early answers by
// key without first-calls.ts's table of every screen's calls and all it reads
// (apps/shell/src/first-calls/first-calls.ts).

/** A GET call of the API, as the api-client makes it: a path under /api/v1 and its query. */
export interface ApiCall {
  path: string;
  query?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * One spelling of a call's URL, whatever the order of its query: the key under which an early
 * answer waits and by which the api-client's request finds it.
 */
export function callKey(path: string, query: URLSearchParams | ApiCall['query'] = {}): string {
  const params = new URLSearchParams(query instanceof URLSearchParams ? query : Object.entries(query ?? {}).map(([name, value]) => [name, String(value)]));
  params.sort();
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
