import { clearToken, getToken } from '@shelfmark/session';
import { ApiError } from './api-error';
import { apiClientConfig } from './config';
import { readResponse, readServerError } from './read-response';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as text/plain, e.g. the email of a reset request or the name of a new series. */
  text?: string;
  /** Sent as multipart/form-data (the browser writes the boundary), e.g. an import file. */
  form?: FormData;
  /** Query parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
  /** False for the calls made without sign-in (password reset). */
  auth?: boolean;
}

function queryParams(query: ApiRequest['query']): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  return params;
}

function buildUrl(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return `${apiClientConfig().baseUrl}${path}${search ? `?${search}` : ''}`;
}

function buildInit({ method = 'GET', json, text, form }: ApiRequest, token: string | null): RequestInit {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (text !== undefined) headers.set('Content-Type', 'text/plain');
  const body = json !== undefined ? JSON.stringify(json) : (text ?? form);
  return { method, headers, body };
}

/**
 * Calls the API and answers the OK response unread. A non-OK response throws ApiError;
 * a 403 to a call that carried the token also signs the user out and reloads the page.
 */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const token = request.auth === false ? null : getToken();
  const params = queryParams(request.query);
  const early = (request.method ?? 'GET') === 'GET' ? apiClientConfig().takeEarlyResponse?.(path, params, token) : undefined;
  const response = await (early ?? fetch(buildUrl(path, params), buildInit(request, token)));
  if (response.ok) return response;
  const refusal = await readServerError(response);
  const error = new ApiError(response.status, refusal.message, undefined, refusal.body);
  if (response.status === 403 && token) {
    clearToken();
    apiClientConfig().reload();
  }
  throw error;
}

/**
 * Calls the API and returns the body (see readResponse); errors as apiResponse. `T` is what
 * the contract says the call answers: the server checks every answer against the contract's
 * schema before sending it, so the browser does not parse it again (docs/adr/0019-first-screen.md).
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await readResponse(await apiResponse(path, request))) as T;
}
