import type { BenchCase } from './cases';
import type { LoadRequest } from './load';

/** Issue 29's targets on PostgreSQL 1M. */
const MARK_TARGET = { postgres: { minRps: 1500 } };
const SEASON_TARGET = { postgres: { maxP99: 20 } };
const CONTINUE_TARGET = { postgres: { maxP95: 5 } };

/** The heavy user's shows in progress (bench/api/episodes-fixture.ts). */
export interface EpisodeFixtures {
  shows: { mediaId: number; seasons: number[][] }[];
  /** A show of 1,000 episodes, for the detail case. */
  longShowId: number;
}

const API = '/api/v1';

/**
 * Marking one episode (each request names another episode of another show: the first pass
 * inserts, later ones find it marked, as a double click would), marking a season of 24, the
 * Continue watching list of 50 shows in progress, and the detail of a 1,000-episode show.
 */
export function episodeCases(fixtures: EpisodeFixtures): BenchCase[] {
  const { shows } = fixtures;
  const showAt = (index: number) => {
    const show = shows[index % shows.length];
    if (!show) throw new Error('no shows');
    return show;
  };
  const markOne = (index: number): LoadRequest => {
    const show = showAt(index);
    const episodes = show.seasons.flat();
    const episode = episodes[Math.floor(index / shows.length) % episodes.length] ?? 0;
    return { method: 'POST', path: `${API}/medias/${show.mediaId}/watches`, body: { submediaIDs: [episode] } };
  };
  // Reads first: the marking cases end with every episode marked.
  return [
    { name: 'continue watching, 50 shows in progress', next: () => ({ method: 'GET', path: `${API}/continue-watching` }), targets: CONTINUE_TARGET, baseline: 'media' },
    { name: 'media detail, 1,000 episodes', next: () => ({ method: 'GET', path: `${API}/medias/${fixtures.longShowId}` }), targets: {}, baseline: 'media' },
    { name: 'mark one episode watched', next: markOne, targets: MARK_TARGET, baseline: 'write' },
    {
      name: 'mark a season of 24 episodes watched',
      next: (index) => ({ method: 'POST', path: `${API}/medias/${showAt(index).mediaId}/watches`, body: { season: 1 + (Math.floor(index / shows.length) % 2) } }),
      targets: SEASON_TARGET,
      baseline: 'write',
    },
  ];
}
