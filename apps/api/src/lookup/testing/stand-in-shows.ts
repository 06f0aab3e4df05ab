/**
 * The stand-in's TV shows, in TMDB v3's answer shapes (developer.themoviedb.org/reference):
 * search/tv results, GET /3/tv/{id} details (with `seasons[]`), GET /3/tv/{id}/external_ids
 * (imdb_id, tvdb_id …) and GET /3/tv/{id}/season/{season_number} (`episodes[]` with id,
 * episode_number, season_number, name, air_date, runtime). Fleabag and Derry Girls are the
 * two-season shows of the end-to-end tests (one per screen width: a show is added once).
 */
interface StandInEpisode {
  id: number;
  episode_number: number;
  name: string;
  air_date: string;
  runtime: number | null;
}

function season(showId: number, seasonNumber: number, id: number, airDate: string, episodes: StandInEpisode[]) {
  return {
    _id: `5a${showId}${seasonNumber}`,
    air_date: airDate,
    name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
    overview: '',
    id,
    poster_path: null,
    season_number: seasonNumber,
    vote_average: 0,
    episodes: episodes.map((episode) => ({
      ...episode,
      episode_type: 'standard',
      overview: '',
      production_code: '',
      season_number: seasonNumber,
      show_id: showId,
      still_path: null,
      vote_average: 0,
      vote_count: 0,
      crew: [],
      guest_stars: [],
    })),
  };
}

const summary = (seasonNumber: number, id: number, airDate: string, count: number) => ({
  air_date: airDate,
  episode_count: count,
  id,
  name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
  overview: '',
  poster_path: null,
  season_number: seasonNumber,
  vote_average: 0,
});

const weekly = (first: number, start: string, titles: string[], runtime: number | null) =>
  titles.map((name, index) => ({
    id: first + index,
    episode_number: index + 1,
    name,
    air_date: new Date(Date.parse(`${start}T00:00:00Z`) + index * 7 * 86_400_000).toISOString().slice(0, 10),
    runtime,
  }));

export const TMDB_SHOWS = [
  {
    search: { id: 87108, name: 'Chernobyl', first_air_date: '2019-05-06', overview: 'The true story of one of the worst man-made catastrophes.', poster_path: '/hlLXt2tOPT6RRnjiUmoxyG1LTFi.jpg', genre_ids: [18] },
    details: {
      id: 87108,
      name: 'Chernobyl',
      overview: 'The true story of one of the worst man-made catastrophes.',
      first_air_date: '2019-05-06',
      last_air_date: '2019-06-03',
      status: 'Ended',
      number_of_seasons: 1,
      number_of_episodes: 5,
      poster_path: '/hlLXt2tOPT6RRnjiUmoxyG1LTFi.jpg',
      created_by: [{ id: 1, name: 'Craig Mazin' }],
      genres: [{ id: 18, name: 'Drama' }],
      seasons: [summary(1, 116137, '2019-05-06', 5)],
    },
    externalIds: { id: 87108, imdb_id: 'tt7366338', freebase_mid: null, freebase_id: null, tvdb_id: 360893, tvrage_id: null, wikidata_id: 'Q55604651', facebook_id: null, instagram_id: null, twitter_id: null },
    seasons: {
      1: season(87108, 1, 116137, '2019-05-06', weekly(1742405, '2019-05-06', ['1:23:45', 'Please Remain Calm', 'Open Wide, O Earth', 'The Happiness of All Mankind', 'Vichnaya Pamyat'], 65)),
    } as Record<number, ReturnType<typeof season>>,
  },
  {
    search: { id: 67070, name: 'Fleabag', first_air_date: '2016-07-21', overview: 'A comedy about a dry-witted woman navigating life in London.', poster_path: '/27vEYsRKa3eAniwmoccOoluEXQ1.jpg', genre_ids: [35, 18] },
    details: {
      id: 67070,
      name: 'Fleabag',
      overview: 'A comedy about a dry-witted woman navigating life in London.',
      first_air_date: '2016-07-21',
      last_air_date: '2019-04-08',
      status: 'Ended',
      number_of_seasons: 2,
      number_of_episodes: 12,
      poster_path: '/27vEYsRKa3eAniwmoccOoluEXQ1.jpg',
      created_by: [{ id: 2, name: 'Phoebe Waller-Bridge' }],
      genres: [{ id: 35, name: 'Comedy' }, { id: 18, name: 'Drama' }],
      seasons: [summary(1, 77949, '2016-07-21', 6), summary(2, 115287, '2019-03-04', 6)],
    },
    externalIds: { id: 67070, imdb_id: 'tt5687612', freebase_mid: null, freebase_id: null, tvdb_id: 318408, tvrage_id: null, wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null },
    seasons: {
      1: season(67070, 1, 77949, '2016-07-21', Array.from({ length: 6 }, (_, index) => ({ id: 1185990 + index, episode_number: index + 1, name: `Episode ${index + 1}`, air_date: '2016-07-21', runtime: 26 }))),
      2: season(67070, 2, 115287, '2019-03-04', weekly(1678436, '2019-03-04', ['Episode 1', 'Episode 2', 'Episode 3', 'Episode 4', 'Episode 5', 'Episode 6'], 27)),
    } as Record<number, ReturnType<typeof season>>,
  },
  {
    search: { id: 75886, name: 'Derry Girls', first_air_date: '2018-01-04', overview: 'Teenage life in Derry in the 1990s.', poster_path: '/dlGyrnVqTpKZzimR1hSlRSL3Kmx.jpg', genre_ids: [35] },
    details: {
      id: 75886,
      name: 'Derry Girls',
      overview: 'Teenage life in Derry in the 1990s.',
      first_air_date: '2018-01-04',
      last_air_date: '2019-04-09',
      status: 'Ended',
      number_of_seasons: 2,
      number_of_episodes: 12,
      poster_path: '/dlGyrnVqTpKZzimR1hSlRSL3Kmx.jpg',
      created_by: [{ id: 3, name: 'Lisa McGee' }],
      genres: [{ id: 35, name: 'Comedy' }],
      seasons: [summary(1, 96240, '2018-01-04', 6), summary(2, 118421, '2019-03-05', 6)],
    },
    externalIds: { id: 75886, imdb_id: 'tt7120662', freebase_mid: null, freebase_id: null, tvdb_id: 338910, tvrage_id: null, wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null },
    seasons: {
      1: season(75886, 1, 96240, '2018-01-04', weekly(1400001, '2018-01-04', ['Episode 1', 'Episode 2', 'Episode 3', 'Episode 4', 'Episode 5', 'Episode 6'], 26)),
      2: season(75886, 2, 118421, '2019-03-05', weekly(1700001, '2019-03-05', ['Episode 1', 'Episode 2', 'Episode 3', 'Episode 4', 'Episode 5', 'Episode 6'], 24)),
    } as Record<number, ReturnType<typeof season>>,
  },
];
