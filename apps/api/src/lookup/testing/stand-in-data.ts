/**
 * What the stand-in metadata services know, written in each service's documented answer
 * shapes (Open Library Books and Search APIs, MusicBrainz web service v2 with the release
 * look-up of musicbrainz.org/doc/MusicBrainz_API, TMDB v3, IGDB v4). TV shows: stand-in-shows.ts.
 */
export const OPEN_LIBRARY_BOOKS = {
  '9780441172719': {
    data: {
      url: 'https://openlibrary.org/books/OL26242482M/Dune',
      key: '/books/OL26242482M',
      title: 'Dune',
      authors: [{ url: 'https://openlibrary.org/authors/OL79034A/Frank_Herbert', name: 'Frank Herbert' }],
      number_of_pages: 661,
      publish_date: '2005',
      identifiers: { isbn_10: ['0441172717'], isbn_13: ['9780441172719'], openlibrary: ['OL26242482M'] },
      publishers: [{ name: 'Ace' }],
      subjects: [{ name: 'Science fiction', url: 'https://openlibrary.org/subjects/science_fiction' }, { name: 'Dune (Imaginary place)', url: '' }],
      cover: { small: 'https://covers.openlibrary.org/b/id/12345-S.jpg', medium: 'https://covers.openlibrary.org/b/id/12345-M.jpg', large: 'https://covers.openlibrary.org/b/id/12345-L.jpg' },
    },
    details: { bib_key: 'ISBN:9780441172719', info_url: '', preview: 'noview', details: { works: [{ key: '/works/OL893415W' }], title: 'Dune', number_of_pages: 661 } },
  },
  // Known by ISBN only, to nothing else in the suite: the scanner's e2e finds it absent from the catalogue.
  '9780061054884': {
    data: {
      url: 'https://openlibrary.org/books/OL24950221M/The_Dispossessed',
      key: '/books/OL24950221M',
      title: 'The Dispossessed',
      authors: [{ url: 'https://openlibrary.org/authors/OL31353A/Ursula_K._Le_Guin', name: 'Ursula K. Le Guin' }],
      number_of_pages: 387,
      publish_date: '1994',
      identifiers: { isbn_10: ['0061054887'], isbn_13: ['9780061054884'], openlibrary: ['OL24950221M'] },
      publishers: [{ name: 'HarperPrism' }],
      subjects: [{ name: 'Science fiction', url: 'https://openlibrary.org/subjects/science_fiction' }],
    },
    details: { bib_key: 'ISBN:9780061054884', info_url: '', preview: 'noview', details: { title: 'The Dispossessed', number_of_pages: 387 } },
  },
} as const;

export const OPEN_LIBRARY_WORKS: Record<string, unknown> = {
  OL893415W: { key: '/works/OL893415W', title: 'Dune', description: { type: '/type/text', value: 'Set on the desert planet Arrakis, Dune is the story of the boy Paul Atreides.' } },
};

export const OPEN_LIBRARY_SEARCH = [
  {
    key: '/works/OL59863W',
    title: 'The Left Hand of Darkness',
    author_name: ['Ursula K. Le Guin'],
    first_publish_year: 1969,
    isbn: ['0441478123', '9780441478125'],
    number_of_pages_median: 304,
    cover_i: 6587451,
    cover_edition_key: 'OL7267076M',
    subject: ['Science fiction', 'Gender', 'Fiction'],
  },
  { key: '/works/OL893415W', title: 'Dune', author_name: ['Frank Herbert'], first_publish_year: 1965, isbn: ['9780441172719'], number_of_pages_median: 617, cover_i: 12345, subject: ['Fiction'] },
];

export const MUSICBRAINZ_RELEASES = [
  {
    id: 'f5093c06-23e3-404f-aeaa-40f72885ee3a',
    score: 100,
    title: 'Kind of Blue',
    status: 'Official',
    date: '1959-08-17',
    country: 'US',
    'track-count': 5,
    'artist-credit': [{ name: 'Miles Davis', artist: { id: '561d854a-6a28-4aa7-8c99-323e6ce46c2a', name: 'Miles Davis', 'sort-name': 'Davis, Miles' } }],
    'release-group': { id: '8e8a594f-2175-32e0-8c8a-9e0d2d2f1c1d', 'type-id': 'f529b476', 'primary-type': 'Album', title: 'Kind of Blue' },
    media: [{ format: '12" Vinyl', 'disc-count': 0, 'track-count': 5 }],
    tags: [{ count: 3, name: 'jazz' }],
  },
  {
    id: '1c2d3e4f-0000-4000-8000-000000000001',
    score: 90,
    title: 'Kind of Blue',
    date: '1997',
    'track-count': 6,
    'artist-credit': [{ name: 'Miles Davis', artist: { name: 'Miles Davis' } }],
    'release-group': { id: '8e8a594f-2175-32e0-8c8a-9e0d2d2f1c1d', 'primary-type': 'Album' },
  },
];

/** GET /ws/2/release/{mbid}?inc=recordings…: the release with media[].tracks[] (position, title, length in ms, recording). */
export const MUSICBRAINZ_RELEASE_TRACKS: Record<string, { position: number; 'track-count': number; format: string; tracks: { id: string; number: string; position: number; title: string; length: number; recording: { id: string; title: string; length: number } }[] }[]> = {
  'f5093c06-23e3-404f-aeaa-40f72885ee3a': [
    { position: 1, 'track-count': 3, format: '12" Vinyl', tracks: [track(1, 'So What', 562_000), track(2, 'Freddie Freeloader', 586_000), track(3, 'Blue in Green', 337_000)] },
    { position: 2, 'track-count': 2, format: '12" Vinyl', tracks: [track(1, 'All Blues', 693_000), track(2, 'Flamenco Sketches', 566_000)] },
  ],
};

function track(position: number, title: string, length: number) {
  const id = `00000000-0000-4000-8000-${String(position).padStart(4, '0')}${String(length).padStart(8, '0')}`;
  return { id, number: String(position), position, title, length, recording: { id, title, length } };
}

export const TMDB_MOVIES = [
  {
    search: { id: 1398, title: 'Stalker', original_title: 'Сталкер', overview: 'Near a gray and unnamed city is the Zone.', release_date: '1979-05-25', poster_path: '/sFDXXt7XaR2nPmdWqd0BFmH4yMp.jpg', genre_ids: [878, 18] },
    details: {
      id: 1398,
      title: 'Stalker',
      overview: 'Near a gray and unnamed city is the Zone.',
      release_date: '1979-05-25',
      runtime: 162,
      imdb_id: 'tt0079944',
      poster_path: '/sFDXXt7XaR2nPmdWqd0BFmH4yMp.jpg',
      genres: [{ id: 878, name: 'Science Fiction' }, { id: 18, name: 'Drama' }],
      credits: { cast: [], crew: [{ job: 'Director', name: 'Andrei Tarkovsky', department: 'Directing' }, { job: 'Screenplay', name: 'Arkady Strugatsky' }] },
    },
  },
];

export const IGDB_GAMES = [
  {
    id: 113112,
    name: 'Hades',
    summary: 'Defy the god of the dead as you hack and slash out of the Underworld.',
    first_release_date: 1600300800,
    genres: [{ id: 12, name: 'Role-playing (RPG)' }, { id: 31, name: 'Adventure' }],
    themes: [{ id: 1, name: 'Action' }, { id: 17, name: 'Fantasy' }],
    involved_companies: [{ id: 1, developer: true, company: { id: 1, name: 'Supergiant Games' } }, { id: 2, developer: false, company: { id: 2, name: 'Private Division' } }],
    cover: { id: 1, image_id: 'co39vc' },
    game_modes: [{ id: 1, name: 'Single player' }],
  },
];

/** The smallest JPEG there is (a 1×1 white pixel), for the cover answers. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
