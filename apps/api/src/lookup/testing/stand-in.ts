import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IGDB_GAMES, MUSICBRAINZ_RELEASE_TRACKS, MUSICBRAINZ_RELEASES, OPEN_LIBRARY_BOOKS, OPEN_LIBRARY_SEARCH, OPEN_LIBRARY_WORKS, TINY_JPEG, TMDB_MOVIES } from './stand-in-data';
import { TMDB_SHOWS } from './stand-in-shows';

export const STAND_IN_TOKENS = { tmdb: 'stand-in-tmdb-read-access-token', igdbClientId: 'stand-in-client', igdbClientSecret: 'stand-in-secret', igdbAccess: 'stand-in-igdb-access' };

export interface StandInCall {
  method: string;
  path: string;
  at: number;
  userAgent: string | undefined;
}

export interface StandIn {
  url: string;
  calls: StandInCall[];
  /** The environment that points the server's look-up at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const contains = (text: string | null, wanted: string) => (text ?? '').toLowerCase().includes(wanted.toLowerCase()) || wanted.toLowerCase().includes((text ?? '').toLowerCase());

function openLibrary(url: URL, response: ServerResponse): boolean {
  if (url.pathname === '/openlibrary/api/books') {
    const key = url.searchParams.get('bibkeys') ?? '';
    const book = OPEN_LIBRARY_BOOKS[key.replace('ISBN:', '') as keyof typeof OPEN_LIBRARY_BOOKS];
    send(response, 200, book ? { [key]: url.searchParams.get('jscmd') === 'details' ? book.details : book.data } : {});
    return true;
  }
  const work = /^\/openlibrary\/works\/(OL\d+W)\.json$/.exec(url.pathname);
  if (work) {
    const found = OPEN_LIBRARY_WORKS[work[1] ?? ''];
    send(response, found ? 200 : 404, found ?? { error: 'notfound', key: url.pathname });
    return true;
  }
  if (url.pathname === '/openlibrary/search.json') {
    const q = url.searchParams.get('q') ?? '';
    const docs = OPEN_LIBRARY_SEARCH.filter((doc) => contains(q, doc.title) || contains(doc.title, q));
    send(response, 200, { numFound: docs.length, start: 0, numFoundExact: true, docs, q, offset: null });
    return true;
  }
  if (/^\/covers\/b\/(id\/\d+|isbn\/\d+)-L\.jpg$/.test(url.pathname)) {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(TINY_JPEG);
    return true;
  }
  return false;
}

function musicBrainz(url: URL, request: IncomingMessage, response: ServerResponse): boolean {
  if (!url.pathname.startsWith('/musicbrainz/ws/2/release')) return coverArt(url, response);
  // MusicBrainz refuses requests without a meaningful User-Agent.
  if (!/^\S+\/\S+ \( .+ \)$/.test(request.headers['user-agent'] ?? '')) {
    send(response, 403, { error: 'User-Agent required' });
    return true;
  }
  // The release look-up; with inc=recordings its media carry their tracks.
  const lookedUp = /^\/musicbrainz\/ws\/2\/release\/([0-9a-f-]{36})$/.exec(url.pathname);
  if (lookedUp) {
    const release = MUSICBRAINZ_RELEASES.find((candidate) => candidate.id === lookedUp[1]);
    const withTracks = (url.searchParams.get('inc') ?? '').split(/[+ ]/).includes('recordings');
    if (!release) send(response, 404, { error: 'Not Found', help: 'For usage, please see: https://musicbrainz.org/development/mmd' });
    else send(response, 200, withTracks ? { ...release, media: MUSICBRAINZ_RELEASE_TRACKS[release.id] ?? release.media ?? [] } : release);
    return true;
  }
  if (url.pathname === '/musicbrainz/ws/2/release') {
    const q = url.searchParams.get('query') ?? '';
    const releases = MUSICBRAINZ_RELEASES.filter((release) => contains(q, release.title));
    send(response, 200, { created: '2026-11-20T00:00:00.000Z', count: releases.length, offset: 0, releases });
    return true;
  }
  return false;
}

function coverArt(url: URL, response: ServerResponse): boolean {
  const front = /^\/coverartarchive\/release\/([0-9a-f-]{36})\/front-500$/.exec(url.pathname);
  if (front) {
    // The Cover Art Archive redirects to the image's home.
    response.writeHead(307, { location: `/images/${front[1]}.jpg` }).end();
    return true;
  }
  if (/^\/images\/[0-9a-f-]{36}\.jpg$/.test(url.pathname)) {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(TINY_JPEG);
    return true;
  }
  return false;
}

function tmdb(url: URL, request: IncomingMessage, response: ServerResponse): boolean {
  if (!url.pathname.startsWith('/tmdb/3/')) {
    if (/^\/tmdb-images\/t\/p\/w500\/\w+\.jpg$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(TINY_JPEG);
      return true;
    }
    return false;
  }
  if (request.headers.authorization !== `Bearer ${STAND_IN_TOKENS.tmdb}`) {
    send(response, 401, { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false });
    return true;
  }
  const path = url.pathname.slice('/tmdb/3'.length);
  const q = url.searchParams.get('query') ?? '';
  const list = (items: { search: { id: number; title?: string; name?: string } }[]) => {
    const results = items.filter((item) => contains(q, item.search.title ?? item.search.name ?? '')).map((item) => item.search);
    send(response, 200, { page: 1, results, total_pages: 1, total_results: results.length });
  };
  if (path === '/search/movie') list(TMDB_MOVIES);
  else if (path === '/search/tv') list(TMDB_SHOWS);
  else {
    const answer = tmdbItem(path);
    if (answer) send(response, 200, answer);
    else send(response, 404, { status_code: 34, status_message: 'The resource you requested could not be found.', success: false });
  }
  return true;
}

/** /movie/{id}, /tv/{id}, /tv/{id}/external_ids and /tv/{id}/season/{season_number}, or null for a 404. */
function tmdbItem(path: string): unknown {
  const movie = /^\/movie\/(\d+)$/.exec(path);
  if (movie) return TMDB_MOVIES.find((item) => String(item.search.id) === movie[1])?.details ?? null;
  const show = /^\/tv\/(\d+)(?:\/(external_ids)|\/season\/(\d+))?$/.exec(path);
  const found = TMDB_SHOWS.find((item) => String(item.search.id) === show?.[1]);
  if (!show || !found) return null;
  if (show[2]) return found.externalIds;
  if (show[3] !== undefined) return found.seasons[Number(show[3])] ?? null;
  return found.details;
}

async function igdb(url: URL, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (url.pathname === '/twitch/oauth2/token' && request.method === 'POST') {
    const good = url.searchParams.get('client_id') === STAND_IN_TOKENS.igdbClientId && url.searchParams.get('client_secret') === STAND_IN_TOKENS.igdbClientSecret;
    if (good) send(response, 200, { access_token: STAND_IN_TOKENS.igdbAccess, expires_in: 5_000_000, token_type: 'bearer' });
    else send(response, 400, { status: 400, message: 'invalid client secret' });
    return true;
  }
  if (url.pathname === '/igdb/v4/games' && request.method === 'POST') {
    if (request.headers['client-id'] !== STAND_IN_TOKENS.igdbClientId || request.headers.authorization !== `Bearer ${STAND_IN_TOKENS.igdbAccess}`) {
      send(response, 401, { message: 'Authorization Failure. Have you tried:' });
      return true;
    }
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const wanted = /search "([^"]*)"/.exec(body)?.[1] ?? '';
    send(response, 200, IGDB_GAMES.filter((game) => contains(wanted, game.name)));
    return true;
  }
  if (/^\/igdb-images\/igdb\/image\/upload\/t_cover_big\/\w+\.jpg$/.test(url.pathname)) {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(TINY_JPEG);
    return true;
  }
  return false;
}

/**
 * A local stand-in for Open Library, MusicBrainz with the Cover Art Archive, TMDB and IGDB (with
 * Twitch's token endpoint), answering with their documented response shapes: this machine has
 * no internet. Paths under /hang/ never answer (for timeouts). Listens on 127.0.0.1.
 */
export async function startStandIn(port = 0): Promise<StandIn> {
  const calls: StandInCall[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    calls.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, at: Date.now(), userAgent: request.headers['user-agent'] });
    if (url.pathname.startsWith('/hang/')) return;
    void (async () => {
      if (openLibrary(url, response) || musicBrainz(url, request, response) || tmdb(url, request, response) || (await igdb(url, request, response))) return;
      send(response, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    env: () => ({
      LOOKUP_ENABLED: 'true',
      LOOKUP_CONTACT: 'admin@example.com',
      OPENLIBRARY_URL: `${url}/openlibrary`,
      OPENLIBRARY_COVERS_URL: `${url}/covers`,
      MUSICBRAINZ_URL: `${url}/musicbrainz`,
      COVERARTARCHIVE_URL: `${url}/coverartarchive`,
      TMDB_URL: `${url}/tmdb`,
      TMDB_IMAGES_URL: `${url}/tmdb-images`,
      TMDB_TOKEN: STAND_IN_TOKENS.tmdb,
      IGDB_URL: `${url}/igdb`,
      IGDB_IMAGES_URL: `${url}/igdb-images`,
      TWITCH_AUTH_URL: `${url}/twitch`,
      IGDB_CLIENT_ID: STAND_IN_TOKENS.igdbClientId,
      IGDB_CLIENT_SECRET: STAND_IN_TOKENS.igdbClientSecret,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
