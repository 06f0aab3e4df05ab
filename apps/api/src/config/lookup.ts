import { z } from 'zod';

/** Where the metadata services are and how to call them; every address is configuration (tests use a stand-in). */
export interface LookupConfig {
  /** False switches look-up off: GET /lookup answers every service "disabled". */
  enabled: boolean;
  /** Whether a record an import creates is filled from the services (when enabled). */
  inImports: boolean;
  timeoutMs: number;
  /** Sent in the User-Agent, as MusicBrainz and Open Library ask: an email or a URL to reach the operator. */
  contact: string;
  openLibraryUrl: string;
  openLibraryCoversUrl: string;
  musicBrainzUrl: string;
  coverArtArchiveUrl: string;
  tmdbUrl: string;
  tmdbImagesUrl: string;
  /** TMDB's API read access token (v4, sent as a bearer token) or v3 API key; unset, films and TV are not looked up. */
  tmdbToken: string | undefined;
  tmdbApiKey: string | undefined;
  igdbUrl: string;
  igdbImagesUrl: string;
  twitchAuthUrl: string;
  /** IGDB's Twitch client id and secret; unset, games are not looked up. */
  igdbClientId: string | undefined;
  igdbClientSecret: string | undefined;
}

const url = (fallback: string) => z.string().url().default(fallback).transform((value) => value.replace(/\/+$/, ''));
const flag = (fallback: boolean) => z.enum(['true', 'false', '1', '0']).default(fallback ? 'true' : 'false').transform((value) => value === 'true' || value === '1');

export const LookupEnvSchema = z.object({
  LOOKUP_ENABLED: flag(true),
  LOOKUP_IN_IMPORTS: flag(true),
  LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  LOOKUP_CONTACT: z.string().min(3).max(200).optional(),
  OPENLIBRARY_URL: url('https://openlibrary.org'),
  OPENLIBRARY_COVERS_URL: url('https://covers.openlibrary.org'),
  MUSICBRAINZ_URL: url('https://musicbrainz.org'),
  COVERARTARCHIVE_URL: url('https://coverartarchive.org'),
  TMDB_URL: url('https://api.themoviedb.org'),
  TMDB_IMAGES_URL: url('https://image.tmdb.org'),
  TMDB_TOKEN: z.string().min(10).optional(),
  TMDB_API_KEY: z.string().min(10).optional(),
  IGDB_URL: url('https://api.igdb.com'),
  IGDB_IMAGES_URL: url('https://images.igdb.com'),
  TWITCH_AUTH_URL: url('https://id.twitch.tv'),
  IGDB_CLIENT_ID: z.string().min(5).optional(),
  IGDB_CLIENT_SECRET: z.string().min(5).optional(),
});

export function lookupConfigOf(vars: z.infer<typeof LookupEnvSchema>, publicUrl: string): LookupConfig {
  return {
    enabled: vars.LOOKUP_ENABLED,
    inImports: vars.LOOKUP_IN_IMPORTS,
    timeoutMs: vars.LOOKUP_TIMEOUT_MS,
    contact: vars.LOOKUP_CONTACT ?? publicUrl,
    openLibraryUrl: vars.OPENLIBRARY_URL,
    openLibraryCoversUrl: vars.OPENLIBRARY_COVERS_URL,
    musicBrainzUrl: vars.MUSICBRAINZ_URL,
    coverArtArchiveUrl: vars.COVERARTARCHIVE_URL,
    tmdbUrl: vars.TMDB_URL,
    tmdbImagesUrl: vars.TMDB_IMAGES_URL,
    tmdbToken: vars.TMDB_TOKEN,
    tmdbApiKey: vars.TMDB_API_KEY,
    igdbUrl: vars.IGDB_URL,
    igdbImagesUrl: vars.IGDB_IMAGES_URL,
    twitchAuthUrl: vars.TWITCH_AUTH_URL,
    igdbClientId: vars.IGDB_CLIENT_ID,
    igdbClientSecret: vars.IGDB_CLIENT_SECRET,
  };
}
