/** [title, author, year or null when unknown, pages, genre ids, description, series and number] */
export type BookRow = [string, string, number | null, number, number[], string, [string, number]?];

/** [title, director, year, minutes, genre ids, parent guide, description, series and number] */
export type MovieRow = [string, string, number, number, number[], string, string, [string, number]?];

export interface TvShowRow {
  title: string;
  creator: string;
  startyear: number;
  endyear: number | null;
  seasons: number;
  genres: number[];
  parentguide: string;
  description: string;
  episodes: string[];
  series?: [string, number];
}

export interface AlbumRow {
  title: string;
  creator: string;
  year: number;
  genres: number[];
  description: string;
  songs: string[];
  series?: [string, number];
}

export interface GameRow {
  title: string;
  /** A studio: shown and sorted by its whole name. */
  studio: string;
  publication: string;
  missions: number;
  players: 1 | 2;
  genres: number[];
  parentguide: string;
  description: string;
  series?: [string, number];
}
