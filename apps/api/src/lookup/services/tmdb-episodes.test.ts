import { describe, expect, it } from 'vitest';
import { episodesOf, seasonsToFetch } from './tmdb-episodes';

// Shaped as TMDB v3 documents GET /3/tv/{id} (seasons[]) and GET /3/tv/{id}/season/{season_number}.
const seasonAnswer = (season: number, episodes: { id: number; episode_number: number; name: string; air_date: string | null; runtime: number | null }[]) => ({
  _id: 'x',
  air_date: '2008-01-20',
  name: `Season ${season}`,
  id: 3572 + season,
  season_number: season,
  episodes: episodes.map((episode) => ({ ...episode, season_number: season, show_id: 1396, overview: '', still_path: null, vote_average: 0, vote_count: 0 })),
});

describe('TMDB seasons and episodes', () => {
  it('asks for the regular seasons in order, then the specials, and no season past the 2,000-episode limit', () => {
    expect(seasonsToFetch([{ season_number: 0, episode_count: 9 }, { season_number: 2, episode_count: 13 }, { season_number: 1, episode_count: 7 }])).toEqual([1, 2, 0]);
    expect(seasonsToFetch([{ season_number: 1, episode_count: 1500 }, { season_number: 2, episode_count: 600 }, { season_number: 3, episode_count: 10 }])).toEqual([1, 2]);
    expect(seasonsToFetch(undefined)).toEqual([]);
  });

  it('numbers the episodes overall in that order, with their air date, runtime and TMDB id; blank names and dates become a label and null', () => {
    const episodes = episodesOf([
      seasonAnswer(1, [
        { id: 62085, episode_number: 1, name: 'Pilot', air_date: '2008-01-20', runtime: 58 },
        { id: 62086, episode_number: 2, name: '', air_date: '', runtime: 0 },
      ]),
      seasonAnswer(0, [{ id: 62131, episode_number: 1, name: 'Good Cop / Bad Cop', air_date: '2009-02-17', runtime: 3 }]),
    ]);
    expect(episodes).toEqual([
      { title: 'Pilot', overallnum: 1, season: 1, episode: 1, airDate: '2008-01-20', runtime: 58, externalIds: { tmdb_episode: '62085' } },
      { title: 'Episode 2', overallnum: 2, season: 1, episode: 2, airDate: null, runtime: null, externalIds: { tmdb_episode: '62086' } },
      { title: 'Good Cop / Bad Cop', overallnum: 3, season: 0, episode: 1, airDate: '2009-02-17', runtime: 3, externalIds: { tmdb_episode: '62131' } },
    ]);
  });
});
