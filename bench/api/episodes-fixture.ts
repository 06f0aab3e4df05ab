import { ADMIN_USER, BENCH_PASSWORD } from '../generate/profiles';
import { call } from './fixtures';
import type { EpisodeFixtures } from './cases-episodes';

const SHOWS = 50;
const SEASONS = 2;
const EPISODES_PER_SEASON = 24;
const LONG_SHOW_EPISODES = 1000;
const PREFIX = 'Bench Serial';

interface Media {
  mediaID: number;
  title: string;
  submedia: { submediaID: number; season?: number | null }[];
}

async function signInAs(baseUrl: string, username: string): Promise<string> {
  const answer = await call<string | { token: string }>(baseUrl, '/sessions', { method: 'POST', body: JSON.stringify({ username, password: BENCH_PASSWORD }) });
  return typeof answer === 'string' ? answer : answer.token;
}

function episodes(seasons: number, perSeason: number) {
  return Array.from({ length: seasons * perSeason }, (_, index) => ({
    title: `Episode ${index + 1}`,
    overallnum: index + 1,
    season: Math.floor(index / perSeason) + 1,
    episode: (index % perSeason) + 1,
    airDate: `2020-${String(1 + (index % 12)).padStart(2, '0')}-01`,
    runtime: 42,
  }));
}

async function findOrAddShow(baseUrl: string, adminToken: string, title: string, submedia: ReturnType<typeof episodes>): Promise<Media> {
  const found = await call<{ mediaID: number; title: string }[]>(baseUrl, '/search/allaccess', { method: 'POST', body: JSON.stringify({ searchString: title, searchType: 'Title' }) }, adminToken);
  const existing = found.find((media) => media.title === title);
  const mediaID =
    existing?.mediaID ??
    (
      await call<{ mediaID: number }>(
        baseUrl,
        '/medias',
        { method: 'POST', body: JSON.stringify({ type: 'tvshow', title, creators: [], genreIDs: [], restricted: false, numPages: submedia.length, submedia }) },
        adminToken,
      )
    ).mediaID;
  return call<Media>(baseUrl, `/medias/${mediaID}`, {}, adminToken);
}

/**
 * The heavy user's 50 shows in progress (two seasons of 24 episodes, the first five of each
 * watched) and a show of 1,000 episodes, added through the API once and found again on later runs.
 */
export async function loadEpisodeFixtures(baseUrl: string, heavyToken: string): Promise<EpisodeFixtures> {
  const adminToken = await signInAs(baseUrl, ADMIN_USER);
  const shows: EpisodeFixtures['shows'] = [];
  for (let number = 1; number <= SHOWS; number += 1) {
    const show = await findOrAddShow(baseUrl, adminToken, `${PREFIX} ${String(number).padStart(2, '0')}`, episodes(SEASONS, EPISODES_PER_SEASON));
    const seasons = Array.from({ length: SEASONS }, (_, season) => show.submedia.filter((episode) => episode.season === season + 1).map((episode) => episode.submediaID));
    // A run marks every episode: the next one starts again from five watched.
    for (let season = 1; season <= SEASONS; season += 1) {
      await fetch(`${baseUrl}/api/v1/medias/${show.mediaID}/watches`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${heavyToken}` },
        body: JSON.stringify({ season }),
      });
    }
    await call(baseUrl, `/medias/${show.mediaID}/watches`, { method: 'POST', body: JSON.stringify({ submediaIDs: seasons[0]?.slice(0, 5) }) }, heavyToken);
    shows.push({ mediaId: show.mediaID, seasons });
  }
  const long = await findOrAddShow(baseUrl, adminToken, `${PREFIX} of a thousand episodes`, episodes(1, LONG_SHOW_EPISODES));
  return { shows, longShowId: long.mediaID };
}
