import type { MediaCreate, MediaType } from '@shelfmark/contract';
import { ALBUMS } from './data/albums';
import { CLASSIC_BOOKS } from './data/books-classics';
import { WORLD_BOOKS } from './data/books-world';
import { GAMES } from './data/games';
import { MOVIES } from './data/movies';
import { TV_SHOWS } from './data/tvshows';

export interface CatalogEntry {
  fields: Omit<MediaCreate, 'creators' | 'seriesID'>;
  /** People, split into first and last names; studios keep their whole name. */
  creators: { name: string; organisation?: boolean }[];
  series?: [string, number];
}

/** An invented, valid ISBN-13 in the 978-0-00 range, one per seeded book. */
export function demoIsbn(index: number): string {
  const body = `978000${String(index).padStart(6, '0')}`;
  const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (position % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const base = (type: MediaType, title: string, genreIDs: number[]) => ({ type, title, genreIDs, restricted: false });
const yearDate = (year: number | null) => (year === null ? null : `${String(year).padStart(4, '0')}-01-01`);

/** Every demo media item: public-domain books and films, invented shows and games, public-domain music. */
export function catalogEntries(): CatalogEntry[] {
  const books = [...CLASSIC_BOOKS, ...WORLD_BOOKS].map(
    ([title, author, year, pages, genres, description, series], index): CatalogEntry => ({
      fields: { ...base('book', title, genres), description, publication: yearDate(year), numPages: pages, isbn: demoIsbn(index + 1) },
      creators: [{ name: author }],
      ...(series ? { series } : {}),
    }),
  );
  const movies = MOVIES.map(
    ([title, director, year, minutes, genres, parentguide, description, series]): CatalogEntry => ({
      fields: { ...base('movie', title, genres), description, parentguide, publication: yearDate(year), numPages: minutes },
      creators: [{ name: director }],
      ...(series ? { series } : {}),
    }),
  );
  const shows = TV_SHOWS.map(
    (show): CatalogEntry => ({
      fields: {
        ...base('tvshow', show.title, show.genres),
        description: show.description,
        parentguide: show.parentguide,
        seasons: show.seasons,
        startyear: show.startyear,
        endyear: show.endyear,
        numPages: show.episodes.length,
        numEpisodes: show.episodes.length,
        publication: yearDate(show.startyear),
        submedia: show.episodes.map((title, index) => ({ title, overallnum: index + 1 })),
      },
      creators: [{ name: show.creator }],
      ...(show.series ? { series: show.series } : {}),
    }),
  );
  const albums = ALBUMS.map(
    (album): CatalogEntry => ({
      fields: {
        ...base('album', album.title, album.genres),
        description: album.description,
        publication: yearDate(album.year),
        numPages: album.songs.length,
        submedia: album.songs.map((title, index) => ({ title, overallnum: index + 1 })),
      },
      creators: [{ name: album.creator }],
      ...(album.series ? { series: album.series } : {}),
    }),
  );
  const games = GAMES.map(
    (game): CatalogEntry => ({
      fields: {
        ...base('videogame', game.title, game.genres),
        description: game.description,
        parentguide: game.parentguide,
        publication: game.publication,
        numPages: game.missions,
        seasons: game.players,
      },
      creators: [{ name: game.studio, organisation: true }],
      ...(game.series ? { series: game.series } : {}),
    }),
  );
  return [...books, ...movies, ...shows, ...albums, ...games];
}
