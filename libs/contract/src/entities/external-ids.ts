import { z } from 'zod';

/**
 * The services a media record can be known by, besides its ISBN (kept as isbn/isbn13). One id
 * per service per record, and one record per id: a second record claiming an id is refused.
 */
export const EXTERNAL_SOURCES = [
  'openlibrary_work',
  'openlibrary_edition',
  'imdb',
  'tmdb_movie',
  'tmdb_tv',
  'tvdb',
  'musicbrainz_release_group',
  'musicbrainz_release',
  'igdb',
] as const;
export type ExternalSource = (typeof EXTERNAL_SOURCES)[number];

/** The ids an episode can carry (an IMDb id names an episode as well as a show). */
export const EPISODE_EXTERNAL_SOURCES = ['tmdb_episode', 'tvdb_episode', 'imdb'] as const;
export type EpisodeExternalSource = (typeof EPISODE_EXTERNAL_SOURCES)[number];

/** Every source GET /medias/by-external/{source}/{id} answers for: records, episodes, and ISBNs. */
export const LOOKUP_SOURCES = [...EXTERNAL_SOURCES, 'tmdb_episode', 'tvdb_episode', 'isbn'] as const;
export type LookupSource = (typeof LOOKUP_SOURCES)[number];

export const EXTERNAL_SOURCE_LABELS: Record<ExternalSource | EpisodeExternalSource, string> = {
  openlibrary_work: 'Open Library work',
  openlibrary_edition: 'Open Library edition',
  imdb: 'IMDb',
  tmdb_movie: 'TMDB movie',
  tmdb_tv: 'TMDB TV show',
  tvdb: 'TheTVDB',
  musicbrainz_release_group: 'MusicBrainz release group',
  musicbrainz_release: 'MusicBrainz release',
  igdb: 'IGDB',
  tmdb_episode: 'TMDB episode',
  tvdb_episode: 'TheTVDB episode',
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const NUMBER = /^\d{1,12}$/;

/**
 * Each source's id as stored, found in what people paste: the bare id or a link to the
 * service's page (https://www.imdb.com/title/tt0903747/, themoviedb.org/tv/1396-breaking-bad,
 * musicbrainz.org/release-group/…, openlibrary.org/works/OL45883W).
 */
const READERS: Record<ExternalSource | EpisodeExternalSource, (text: string) => string | null> = {
  imdb: (text) => /(?:^|\/)(tt\d{7,10})(?:\/|$|\?)/i.exec(text)?.[1]?.toLowerCase() ?? null,
  tmdb_movie: (text) => pathNumber(text, /themoviedb\.org\/movie\/(\d+)/i),
  tmdb_tv: (text) => pathNumber(text, /themoviedb\.org\/tv\/(\d+)/i),
  tmdb_episode: (text) => bareNumber(text),
  tvdb: (text) => pathNumber(text, /thetvdb\.com\/.*?[?&]id=(\d+)/i),
  tvdb_episode: (text) => pathNumber(text, /thetvdb\.com\/.*?episodes\/(\d+)/i),
  igdb: (text) => bareNumber(text),
  musicbrainz_release_group: (text) => musicBrainz(text, 'release-group'),
  musicbrainz_release: (text) => musicBrainz(text, 'release'),
  openlibrary_work: (text) => /(?:^|\/)(OL\d+W)(?:\/|$|\?|\.)/i.exec(text)?.[1]?.toUpperCase() ?? null,
  openlibrary_edition: (text) => /(?:^|\/)(OL\d+M)(?:\/|$|\?|\.)/i.exec(text)?.[1]?.toUpperCase() ?? null,
};

function bareNumber(text: string): string | null {
  return NUMBER.test(text) ? String(Number(text)) : null;
}

function pathNumber(text: string, link: RegExp): string | null {
  if (NUMBER.test(text)) return String(Number(text));
  const found = link.exec(text)?.[1];
  return found ? String(Number(found)) : null;
}

function musicBrainz(text: string, kind: string): string | null {
  const linked = new RegExp(`musicbrainz\\.org/${kind}/(${UUID.source})`, 'i').exec(text)?.[1];
  if (linked) return linked.toLowerCase();
  return new RegExp(`^${UUID.source}$`, 'i').test(text) ? text.toLowerCase() : null;
}

/** The id as stored, or null when the text is no id of that source. */
export function normaliseExternalId(source: ExternalSource | EpisodeExternalSource, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 200) return null;
  return READERS[source](trimmed);
}

export function externalIdMessage(source: ExternalSource | EpisodeExternalSource): string {
  return `Not a valid ${EXTERNAL_SOURCE_LABELS[source]} id`;
}

function idOf(source: ExternalSource | EpisodeExternalSource) {
  return z
    .string()
    .refine((text) => normaliseExternalId(source, text) !== null, externalIdMessage(source))
    .transform((text) => normaliseExternalId(source, text) ?? text);
}

/** One schema per source, as an object shape. */
function bySource<Source extends string, Schema>(sources: readonly Source[], schemaOf: (source: Source) => Schema): Record<Source, Schema> {
  return Object.fromEntries(sources.map((source) => [source, schemaOf(source)])) as Record<Source, Schema>;
}

/** A record's ids, by source. */
export const ExternalIdsSchema = z.object(bySource(EXTERNAL_SOURCES, () => z.string().optional()));
export type ExternalIds = Partial<Record<ExternalSource, string>>;

/** A record's ids as a save sends them: null removes one, a source left out keeps its id. */
export const ExternalIdsWriteSchema = z.object(bySource(EXTERNAL_SOURCES, (source) => idOf(source).nullable().optional())).strict();
export type ExternalIdsWrite = z.input<typeof ExternalIdsWriteSchema>;

export const EpisodeExternalIdsSchema = z.object(bySource(EPISODE_EXTERNAL_SOURCES, () => z.string().optional()));
export type EpisodeExternalIds = Partial<Record<EpisodeExternalSource, string>>;

export const EpisodeExternalIdsWriteSchema = z.object(bySource(EPISODE_EXTERNAL_SOURCES, (source) => idOf(source).optional())).strict();

export const LookupSourceSchema = z.enum(LOOKUP_SOURCES);
