// The genres without their zod schemas (genres.ts adds them), so code that only needs these
// values does not load zod (docs/adr/0019-first-screen.md).
import { text } from './texts';

/** The fixed genres of the catalogue (spec section 3), lower-case as the spec writes them. */
export const GENRES = [
  { id: 1, name: 'fantasy' },
  { id: 2, name: 'science fiction' },
  { id: 3, name: 'fiction' },
  { id: 4, name: 'mystery' },
  { id: 5, name: 'nonfiction' },
  { id: 6, name: "children's" },
  { id: 7, name: 'graphic novels' },
  { id: 8, name: 'historical fiction' },
  { id: 9, name: 'horror' },
  { id: 10, name: 'poetry' },
  { id: 11, name: 'romance' },
  { id: 12, name: 'young adult' },
  { id: 13, name: 'adventure' },
  { id: 14, name: 'drama' },
  { id: 15, name: 'action' },
  { id: 16, name: 'anime' },
  { id: 17, name: 'comedy' },
] as const;

export type Genre = (typeof GENRES)[number];

/** A genre as the API returns it inside a media item. */
export interface GenreRef {
  genreID: number;
  genreNAME: string;
}

/** A genre's name as a reader sees it, in their language (the catalogue's `genres.<id>`); the API keeps the spec's names. */
export function genreLabel(genre: Genre): string {
  return text(`genres.${genre.id}`, genre.name);
}

export function genreById(id: number): Genre | undefined {
  return GENRES.find((genre) => genre.id === id);
}

export function genreByName(name: string): Genre | undefined {
  return GENRES.find((genre) => genre.name === name);
}

export function genreRef(id: number): GenreRef | undefined {
  const genre = genreById(id);
  return genre && { genreID: genre.id, genreNAME: genre.name };
}
