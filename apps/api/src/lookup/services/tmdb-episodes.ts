import { MAX_SUBMEDIA, type LookupSubmedia } from '@shelfmark/contract';
import { dayOrNull, minutesOrNull } from './common';

/** A season as TMDB's show details list it (`seasons[]`). */
export interface TmdbSeasonSummary {
  season_number?: number;
  episode_count?: number;
}

/** GET /3/tv/{id}/season/{season_number}, the fields used. */
export interface TmdbSeason {
  season_number?: number;
  episodes?: { id?: number; episode_number?: number; season_number?: number; name?: string; air_date?: string | null; runtime?: number | null }[];
}

/**
 * The seasons to ask for, in the order episodes are numbered: the regular seasons, then the
 * specials (season 0) last, as compareEpisodes lists them; none past the catalogue's limit.
 */
export function seasonsToFetch(seasons: readonly TmdbSeasonSummary[] | undefined): number[] {
  const numbers = (seasons ?? []).flatMap((season) => (typeof season.season_number === 'number' && season.season_number >= 0 ? [season.season_number] : []));
  const ordered = [...new Set(numbers)].sort((a, b) => (a === 0 ? 1 : 0) - (b === 0 ? 1 : 0) || a - b);
  const kept: number[] = [];
  let episodes = 0;
  for (const number of ordered) {
    if (episodes >= MAX_SUBMEDIA) break;
    kept.push(number);
    episodes += seasons?.find((season) => season.season_number === number)?.episode_count ?? 0;
  }
  return kept;
}

/** The episodes of the seasons as submedia, numbered overall in the seasons' order (at most MAX_SUBMEDIA). */
export function episodesOf(seasons: readonly TmdbSeason[]): LookupSubmedia[] {
  const episodes: LookupSubmedia[] = [];
  for (const season of seasons) {
    const number = season.season_number ?? null;
    for (const episode of season.episodes ?? []) {
      if (episodes.length >= MAX_SUBMEDIA || typeof episode.episode_number !== 'number' || number === null) continue;
      episodes.push({
        title: episode.name?.trim() || `Episode ${episode.episode_number}`,
        overallnum: episodes.length + 1,
        season: number,
        episode: episode.episode_number,
        airDate: dayOrNull(episode.air_date),
        runtime: minutesOrNull(episode.runtime),
        externalIds: typeof episode.id === 'number' ? { tmdb_episode: String(episode.id) } : {},
      });
    }
  }
  return episodes;
}
