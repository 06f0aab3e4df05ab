export interface ApiClientConfig {
  /** Prefix of every call path; the API is versioned under /api/v1. */
  baseUrl: string;
  /** Called after a 403 clears the token; reloading shows the sign-in screen. */
  reload: () => void;
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
