import { describe, expect, it } from 'vitest';
import { GENRES, GenreIdSchema, genreById, genreByName, genreRef } from './genres';

describe('genres', () => {
  it('lists the 17 fixed genres in spec order', () => {
    expect(GENRES.map((genre) => `${genre.id} ${genre.name}`)).toEqual([
      '1 fantasy',
      '2 science fiction',
      '3 fiction',
      '4 mystery',
      '5 nonfiction',
      "6 children's",
      '7 graphic novels',
      '8 historical fiction',
      '9 horror',
      '10 poetry',
      '11 romance',
      '12 young adult',
      '13 adventure',
      '14 drama',
      '15 action',
      '16 anime',
      '17 comedy',
    ]);
  });

  it('looks genres up by id and by name', () => {
    expect(genreById(12)?.name).toBe('young adult');
    expect(genreById(0)).toBeUndefined();
    expect(genreById(18)).toBeUndefined();
    expect(genreByName('graphic novels')?.id).toBe(7);
    expect(genreByName('Fantasy')).toBeUndefined();
  });

  it('builds the read shape the API returns', () => {
    expect(genreRef(2)).toEqual({ genreID: 2, genreNAME: 'science fiction' });
    expect(genreRef(99)).toBeUndefined();
  });

  it('accepts only ids 1 to 17', () => {
    expect(GenreIdSchema.safeParse(1).success).toBe(true);
    expect(GenreIdSchema.safeParse(17).success).toBe(true);
    expect(GenreIdSchema.safeParse(0).success).toBe(false);
    expect(GenreIdSchema.safeParse(18).success).toBe(false);
    expect(GenreIdSchema.safeParse(1.5).success).toBe(false);
  });
});
