import type { LookupResult } from '@shelfmark/contract';
import { genreIdsFor } from '../../media/genre-names';
import { coverPathFor, datedPublication, emptyResult, idsOf, type MetadataService, type ServiceContext } from './common';
import { episodesOf, seasonsToFetch, type TmdbSeason, type TmdbSeasonSummary } from './tmdb-episodes';

const LABEL = 'TMDB';
/** Details are fetched for the first few matches only: each is one more call. */
const DETAILED = 5;
const POSTER = /^[A-Za-z0-9_-]{5,64}\.(jpg|png)$/;

interface SearchHit {
  id: number;
}
interface Details {
  id: number;
  title?: string;
  name?: string;
  overview?: string;
  release_date?: string;
  first_air_date?: string;
  last_air_date?: string;
  status?: string;
  runtime?: number;
  number_of_seasons?: number;
  number_of_episodes?: number;
  poster_path?: string | null;
  genres?: { name?: string }[];
  created_by?: { name?: string }[];
  credits?: { crew?: { job?: string; name?: string }[] };
  /** Films: their IMDb id. */
  imdb_id?: string | null;
  /** Shows: their seasons, specials as season 0. */
  seasons?: TmdbSeasonSummary[];
}
/** GET /3/tv/{id}/external_ids, the fields used. */
interface ShowExternalIds {
  imdb_id?: string | null;
  tvdb_id?: number | null;
}

function call(context: ServiceContext, path: string, params: Record<string, string> = {}) {
  const { config } = context;
  const query = new URLSearchParams({ ...params, ...(config.tmdbToken ? {} : { api_key: config.tmdbApiKey ?? '' }) });
  return {
    url: `${config.tmdbUrl}/3${path}?${query}`,
    headers: { 'user-agent': context.userAgent, accept: 'application/json', ...(config.tmdbToken ? { authorization: `Bearer ${config.tmdbToken}` } : {}) },
    timeoutMs: config.timeoutMs,
  };
}

function toResult(type: 'movie' | 'tvshow', details: Details): LookupResult | null {
  const title = details.title ?? details.name;
  if (!title) return null;
  const names = (list: { name?: string }[] | undefined) => (list ?? []).flatMap((item) => (item.name ? [item.name] : []));
  const poster = details.poster_path?.replace(/^\//, '') ?? '';
  const base = {
    ...emptyResult('tmdb', String(details.id), type, title),
    description: details.overview || null,
    genreIDs: genreIdsFor(names(details.genres)),
    coverUrl: POSTER.test(poster) ? coverPathFor('tmdb', poster) : null,
  };
  if (type === 'movie') {
    const directors = (details.credits?.crew ?? []).filter((member) => member.job === 'Director');
    // numPages holds a film's length in minutes.
    return {
      ...base,
      creators: names(directors),
      ...datedPublication(details.release_date),
      numPages: details.runtime ?? null,
      externalIds: idsOf({ tmdb_movie: details.id, imdb: details.imdb_id }),
    };
  }
  const start = datedPublication(details.first_air_date);
  const ended = details.status === 'Ended' || details.status === 'Canceled';
  return {
    ...base,
    creators: names(details.created_by),
    ...start,
    numEpisodes: details.number_of_episodes ?? null,
    numPages: details.number_of_episodes ?? null,
    seasons: details.number_of_seasons ?? null,
    startyear: start.publication ? Number(start.publication.slice(0, 4)) : null,
    endyear: ended && details.last_air_date ? Number(details.last_air_date.slice(0, 4)) : null,
    externalIds: idsOf({ tmdb_tv: details.id }),
  };
}

/** A show with its IMDb and TVDB ids (/external_ids) and every season's episodes (/season/{n}). */
async function wholeShow(id: string, context: ServiceContext): Promise<LookupResult | null> {
  const details = await context.json<Details>(call(context, `/tv/${id}`));
  const result = details && toResult('tvshow', details);
  if (!details || !result) return null;
  const ids = await context.json<ShowExternalIds>(call(context, `/tv/${id}/external_ids`));
  const seasons = await Promise.all(seasonsToFetch(details.seasons).map((number) => context.json<TmdbSeason>(call(context, `/tv/${id}/season/${number}`))));
  return {
    ...result,
    externalIds: { ...result.externalIds, ...idsOf({ imdb: ids?.imdb_id, tvdb: ids?.tvdb_id }) },
    submedia: episodesOf(seasons.filter((season) => season !== null)),
  };
}

/** Films and TV shows: TMDB's search, then each of the first matches' details (credits for films). */
export const tmdb: MetadataService = {
  service: 'tmdb',
  label: LABEL,
  unconfigured: (context) => (context.config.tmdbToken || context.config.tmdbApiKey ? null : 'TMDB needs an API key: set TMDB_TOKEN (or TMDB_API_KEY)'),
  async search(request, context, type) {
    const kind = type === 'tvshow' ? 'tv' : 'movie';
    const yearParam: Record<string, string> = request.year ? { [kind === 'tv' ? 'first_air_date_year' : 'year']: String(request.year) } : {};
    const found = await context.json<{ results?: SearchHit[] }>(call(context, `/search/${kind}`, { query: request.q ?? '', include_adult: 'false', ...yearParam }));
    const hits = (found?.results ?? []).slice(0, DETAILED);
    const details = await Promise.all(
      hits.map((hit) => context.json<Details>(call(context, `/${kind}/${hit.id}`, kind === 'movie' ? { append_to_response: 'credits' } : {}))),
    );
    return details.flatMap((item) => (item ? [toResult(type === 'tvshow' ? 'tvshow' : 'movie', item)].filter((result) => result !== null) : []));
  },
  async work(id, context, type) {
    if (!/^\d{1,12}$/.test(id)) return null;
    if (type === 'tvshow') return wholeShow(id, context);
    const details = await context.json<Details>(call(context, `/movie/${id}`, { append_to_response: 'credits' }));
    return details && toResult('movie', details);
  },
  coverAddress: (coverId, { config }) => (POSTER.test(coverId) ? `${config.tmdbImagesUrl}/t/p/w500/${coverId}` : null),
};
