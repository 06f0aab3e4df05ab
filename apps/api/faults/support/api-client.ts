export interface ApiAnswer {
  status: number;
  body: unknown;
}

const PASSWORD = 'fault-test-password';
const CREATE_AT_ONCE = 8;

/** A small JSON client of the API; throws only when the server cannot be reached. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const headers: Record<string, string> = {};
    if (this.token) headers['authorization'] = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body: parsed };
  }

  /** Like call, but anything other than the expected status is an error. */
  async expect<T>(status: number, method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call(method, path, body);
    if (answer.status !== status) {
      throw new Error(`${method} ${path} answered ${answer.status}, expected ${status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body as T;
  }

  as(token: string): ApiClient {
    return new ApiClient(this.baseUrl, token);
  }
}

/** Registers a user and answers a client signed in as them. The first user of a database is its admin. */
export async function registerUser(api: ApiClient, username: string): Promise<ApiClient> {
  const { token } = await api.expect<{ token: string }>(201, 'POST', '/users', {
    email: `${username}@example.test`,
    username,
    password: PASSWORD,
  });
  return api.as(token);
}

/** Creates movies (an admin's or librarian's call), a few at a time, and answers their ids in order. */
export async function createMovies(editor: ApiClient, count: number, prefix: string): Promise<number[]> {
  const createOne = async (index: number) =>
    (
      await editor.expect<{ mediaID: number }>(201, 'POST', '/medias', {
        type: 'movie',
        title: `${prefix} ${index + 1}`,
        description: 'Made by the fault tests.',
        creators: [],
        genreIDs: [14],
        restricted: false,
        publication: '2001-01-01',
        numPages: 120,
      })
    ).mediaID;
  const ids: number[] = [];
  for (let start = 0; start < count; start += CREATE_AT_ONCE) {
    const batch = Array.from({ length: Math.min(CREATE_AT_ONCE, count - start) }, (_, offset) => createOne(start + offset));
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}
