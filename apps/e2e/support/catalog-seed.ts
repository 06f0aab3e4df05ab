import type { Account } from './accounts';
import { e2eServer } from './servers';

/** Calls the API of the server at baseUrl, as an account or anonymously, and answers the parsed JSON (null for an empty body). */
export async function callApiAt<T>(baseUrl: string, account: Account | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(account ? { Authorization: `Bearer ${account.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Calls the e2e server's API as an account and answers the parsed JSON (null for an empty body). */
export function callApi<T>(account: Account, method: string, path: string, body?: unknown): Promise<T> {
  return callApiAt<T>(e2eServer.url, account, method, path, body);
}

export interface SeedMedia {
  type: 'book' | 'movie' | 'tvshow' | 'album' | 'videogame';
  title: string;
  creators?: number[];
  genreIDs?: number[];
  seriesID?: number;
  seriesNum?: number;
  startyear?: number;
}

/** Creates a media item as admin or librarian; answers its mediaID. */
export async function createMedia(admin: Account, media: SeedMedia): Promise<number> {
  const created = await callApi<{ mediaID: number }>(admin, 'POST', '/medias', {
    creators: [],
    genreIDs: [],
    restricted: false,
    ...media,
  });
  return created.mediaID;
}

export async function createCreator(admin: Account, name: string, first: string | null, last: string, description?: string) {
  return (await callApi<{ creatorID: number }>(admin, 'POST', '/creators', { name, first, last, description })).creatorID;
}

export async function createSeries(admin: Account, name: string): Promise<number> {
  return (await callApi<{ seriesID: number }>(admin, 'POST', '/series', { name })).seriesID;
}

/** Puts an item on the account's shelf; answers its usermediaID. */
export async function addToShelf(account: Account, mediaID: number): Promise<number> {
  return (await callApi<{ usermediaID: number }>(account, 'POST', `/usermedias?mediaID=${mediaID}`)).usermediaID;
}

export async function createTag(account: Account, tagValue: string): Promise<number> {
  return (await callApi<{ tagID: number }>(account, 'POST', `/tags?tagValue=${encodeURIComponent(tagValue)}`)).tagID;
}

export async function tagEntry(account: Account, usermediaID: number, tagID: number): Promise<void> {
  await callApi(account, 'PUT', `/usermedias/${usermediaID}/tags/${tagID}`);
}

/** A short token that keeps this run's titles apart from other tests' data. */
export function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}
