import type { MediaType, Status } from '@shelfmark/contract';

export const DEMO_ACCOUNT = { username: 'demo', email: 'demo@shelfmark.invalid', password: 'shelfmark-demo' } as const;

export interface ShelfItem {
  title: string;
  type?: MediaType;
  status: Status;
  rating?: number;
  review?: string;
  favorited?: boolean;
  progress?: number;
  tags?: string[];
  /** Days ago it started and (unless still going) finished. */
  readings?: { started: number; finished?: number; status?: 'read' | 'DNF' }[];
  /** reading: index into readings. */
  entries?: { title: string; body: string; daysAgo: number; page?: number; reading?: number }[];
  /** Song or episode numbers marked as favourites. */
  favoriteSongs?: number[];
}

/** The demo user's shelf: every status, with ratings, reviews, readings, journal and tags. */
export const DEMO_SHELF: ShelfItem[] = [
  {
    title: 'Pride and Prejudice',
    status: 'read',
    rating: 10,
    favorited: true,
    review: 'Better every time.\nMr Collins remains the funniest man in English fiction.',
    tags: ['classic', 'comfort read', 'reread'],
    readings: [{ started: 900, finished: 880 }, { started: 120, finished: 104 }],
    entries: [
      { title: 'Netherfield', body: 'Elizabeth walking three miles through the mud is still the best entrance.', daysAgo: 118, page: 33, reading: 1 },
      { title: 'The letter', body: 'Darcy’s letter changes everything, and she rereads it the way I do.', daysAgo: 110, page: 204, reading: 1 },
    ],
  },
  { title: 'Persuasion', status: 'read', rating: 9, favorited: true, tags: ['classic'], readings: [{ started: 400, finished: 390 }], review: 'The letter. That is all.' },
  { title: 'Emma', status: 'DNF', rating: 4, tags: ['classic'], readings: [{ started: 300, finished: 290, status: 'DNF' }], review: 'Stopped at the Box Hill picnic. Maybe another year.' },
  { title: 'Jane Eyre', status: 'read', rating: 9, tags: ['classic', 'gothic'], readings: [{ started: 700, finished: 680 }] },
  { title: 'Wuthering Heights', status: 'read', rating: 7, tags: ['gothic'], readings: [{ started: 650, finished: 630 }] },
  { title: 'Dracula', status: 'read', rating: 8, favorited: true, tags: ['gothic', 'book club'], readings: [{ started: 60, finished: 31 }], review: 'Told in letters and diaries, and it works.' },
  { title: 'Frankenstein', status: 'read', rating: 9, tags: ['gothic', 'book club'], readings: [{ started: 200, finished: 190 }] },
  { title: 'Carmilla', status: 'TBR', tags: ['gothic'] },
  { title: 'The Turn of the Screw', status: 'TBR', tags: ['gothic'] },
  {
    title: 'Moby-Dick',
    status: 'currentlyReading',
    progress: 212,
    tags: ['sea stories'],
    readings: [{ started: 21 }],
    entries: [
      { title: 'Call me Ishmael', body: 'The first chapter is a whole philosophy of going to sea.', daysAgo: 20, page: 12, reading: 0 },
      { title: 'Cetology', body: 'A chapter classifying whales. I am enjoying it more than I expected.', daysAgo: 9, page: 150, reading: 0 },
    ],
  },
  {
    title: 'Twenty Thousand Leagues Under the Seas',
    status: 'currentlyReading',
    progress: 88,
    tags: ['sea stories'],
    readings: [{ started: 6 }],
  },
  { title: 'Middlemarch', status: 'currentlyReading', progress: 40, readings: [{ started: 3 }], tags: ['book club'] },
  { title: 'The Mysterious Island', status: 'TBR', tags: ['sea stories'] },
  { title: 'The Sea-Wolf', status: 'TBR', tags: ['sea stories'] },
  { title: 'Treasure Island', status: 'read', rating: 8, tags: ['sea stories', 'reread'], readings: [{ started: 1200, finished: 1195 }, { started: 240, finished: 236 }] },
  { title: 'The Time Machine', status: 'read', rating: 7, tags: ['space'], readings: [{ started: 500, finished: 498 }] },
  { title: 'A Princess of Mars', status: 'read', rating: 6, tags: ['space'], readings: [{ started: 450, finished: 444 }] },
  { title: 'The Gods of Mars', status: 'TBR', tags: ['space'] },
  { title: 'From the Earth to the Moon', status: 'TBR', tags: ['space'] },
  { title: 'A Study in Scarlet', status: 'read', rating: 8, readings: [{ started: 800, finished: 797 }] },
  { title: 'The Sign of the Four', status: 'read', rating: 7, readings: [{ started: 780, finished: 776 }] },
  { title: 'The Hound of the Baskervilles', status: 'TBR' },
  { title: 'The Count of Monte Cristo', status: 'TBR', favorited: true, tags: ['book club'] },
  { title: 'Ulysses', status: 'DNF', rating: 3, readings: [{ started: 1000, finished: 985, status: 'DNF' }], review: 'Page 88. I will try again when I am braver.' },
  { title: 'Leaves of Grass', status: 'library' },
  { title: 'Walden', status: 'library' },
  { title: 'The Odyssey', status: 'library', tags: ['classic', 'sea stories'] },
  { title: 'Metropolis', type: 'movie', status: 'read', rating: 9, favorited: true, tags: ['space'], readings: [{ started: 50, finished: 50 }] },
  { title: 'Nosferatu', type: 'movie', status: 'read', rating: 8, tags: ['gothic'], readings: [{ started: 30, finished: 30 }] },
  { title: 'The General', type: 'movie', status: 'TBR' },
  { title: 'His Girl Friday', type: 'movie', status: 'TBR' },
  { title: 'The Salt Road', type: 'movie', status: 'watch' },
  {
    title: 'Harbor Lights',
    type: 'tvshow',
    status: 'read',
    rating: 8,
    favorited: true,
    tags: ['sea stories'],
    readings: [{ started: 365, finished: 300 }],
    favoriteSongs: [1, 4],
  },
  { title: 'Harbor Lights: Return', type: 'tvshow', status: 'currentlyReading', progress: 3, readings: [{ started: 14 }] },
  { title: 'Signal Fires', type: 'tvshow', status: 'TBR', tags: ['space'] },
  { title: 'The Four Seasons', type: 'album', status: 'read', rating: 9, favorited: true, tags: ['music to work to'], favoriteSongs: [1, 10], readings: [{ started: 45, finished: 45 }] },
  { title: 'Goldberg Variations', type: 'album', status: 'read', rating: 10, tags: ['music to work to'], favoriteSongs: [1, 32], readings: [{ started: 12, finished: 12 }] },
  { title: 'The Planets', type: 'album', status: 'library', tags: ['space'] },
  { title: 'Lanternfall', type: 'videogame', status: 'read', rating: 9, readings: [{ started: 500, finished: 460 }] },
  { title: 'Lanternfall II: Ashen Road', type: 'videogame', status: 'currentlyReading', progress: 11, readings: [{ started: 10 }] },
  { title: 'Moonwell', type: 'videogame', status: 'watch', tags: ['space'] },
];

/** [mediaA, mediaB, note]: titles, with the type of mediaA's shelf item. */
export const DEMO_RECOMMENDATIONS: [string, string, string][] = [
  ['Pride and Prejudice', 'Persuasion', 'Austen at her most tender.'],
  ['Dracula', 'Carmilla', 'The vampire story that came first.'],
  ['Moby-Dick', 'The Sea-Wolf', 'Another captain who should not be trusted.'],
  ['Frankenstein', 'The Island of Doctor Moreau', 'Science gone wrong, again.'],
];
