export interface ApiClientConfig {
  /** Prefix of every call path; the API is versioned under /api/v1. */
  baseUrl: string;
  /** Called after a 403 clears the token; reloading shows the sign-in screen. */
  reload: () => void;
  /**
   * An answer already on its way for a GET of `path` with this query and token, taken once:
   * the shell starts a page's first calls before the page's code has arrived
   * (docs/adr/0019-first-screen.md). Undefined: the request goes to the network.
   */
  takeEarlyResponse?: (path: string, query: URLSearchParams, token: string | null) => Promise<Response> | undefined;
}

let config: ApiClientConfig = {
  baseUrl: '/api/v1',
  reload: () => window.location.reload(),
};

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...config, ...overrides };
}

export function apiClientConfig(): ApiClientConfig {
  return config;
}
