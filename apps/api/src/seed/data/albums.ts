import type { AlbumRow } from './types';

/** Recordings of public-domain works, credited to their composers, with their movements as songs. */
export const ALBUMS: AlbumRow[] = [
  {
    title: 'The Four Seasons',
    creator: 'Antonio Vivaldi',
    year: 1725,
    genres: [14],
    description: 'Four violin concertos, one for each season.',
    songs: ['Spring: I. Allegro', 'Spring: II. Largo', 'Spring: III. Allegro', 'Summer: I. Allegro non molto', 'Summer: II. Adagio', 'Summer: III. Presto', 'Autumn: I. Allegro', 'Autumn: II. Adagio molto', 'Autumn: III. Allegro', 'Winter: I. Allegro non molto', 'Winter: II. Largo', 'Winter: III. Allegro'],
  },
  {
    title: 'Goldberg Variations',
    creator: 'Johann Sebastian Bach',
    year: 1741,
    genres: [14],
    description: 'An aria and thirty variations for harpsichord.',
    songs: ['Aria', ...Array.from({ length: 30 }, (_, index) => `Variatio ${index + 1}`), 'Aria da capo'],
  },
  { title: 'Symphony No. 5', creator: 'Ludwig van Beethoven', year: 1808, genres: [14], description: 'Fate knocking at the door.', songs: ['I. Allegro con brio', 'II. Andante con moto', 'III. Scherzo: Allegro', 'IV. Allegro'], series: ['Beethoven Symphonies', 5] },
  { title: 'Symphony No. 9', creator: 'Ludwig van Beethoven', year: 1824, genres: [14], description: 'The choral symphony, ending in the Ode to Joy.', songs: ['I. Allegro ma non troppo', 'II. Molto vivace', 'III. Adagio molto e cantabile', 'IV. Presto – Ode to Joy'], series: ['Beethoven Symphonies', 9] },
  { title: 'Eine kleine Nachtmusik', creator: 'Wolfgang Amadeus Mozart', year: 1787, genres: [14], description: 'A serenade for strings.', songs: ['I. Allegro', 'II. Romanze: Andante', 'III. Menuetto: Allegretto', 'IV. Rondo: Allegro'] },
  { title: 'Requiem in D minor', creator: 'Wolfgang Amadeus Mozart', year: 1791, genres: [14], description: 'Left unfinished at Mozart’s death.', songs: ['Introitus', 'Kyrie', 'Dies irae', 'Tuba mirum', 'Rex tremendae', 'Recordare', 'Confutatis', 'Lacrimosa', 'Domine Jesu', 'Hostias', 'Sanctus', 'Benedictus', 'Agnus Dei', 'Lux aeterna'] },
  { title: 'The Planets', creator: 'Gustav Holst', year: 1918, genres: [14, 2], description: 'A suite of seven planets and their characters.', songs: ['Mars, the Bringer of War', 'Venus, the Bringer of Peace', 'Mercury, the Winged Messenger', 'Jupiter, the Bringer of Jollity', 'Saturn, the Bringer of Old Age', 'Uranus, the Magician', 'Neptune, the Mystic'] },
  { title: 'Suite bergamasque', creator: 'Claude Debussy', year: 1905, genres: [14], description: 'Four piano pieces, Clair de lune the third.', songs: ['Prélude', 'Menuet', 'Clair de lune', 'Passepied'] },
  { title: 'Gymnopédies', creator: 'Erik Satie', year: 1888, genres: [14], description: 'Three slow dances for piano.', songs: ['Gymnopédie No. 1', 'Gymnopédie No. 2', 'Gymnopédie No. 3'] },
  { title: 'The Nutcracker Suite', creator: 'Pyotr Ilyich Tchaikovsky', year: 1892, genres: [14, 6], description: 'Eight numbers from the ballet.', songs: ['Miniature Overture', 'March', 'Dance of the Sugar Plum Fairy', 'Russian Dance', 'Arabian Dance', 'Chinese Dance', 'Dance of the Reed Flutes', 'Waltz of the Flowers'] },
  { title: 'Pictures at an Exhibition', creator: 'Modest Mussorgsky', year: 1874, genres: [14], description: 'A walk through a gallery of Hartmann’s pictures.', songs: ['Promenade', 'The Gnome', 'The Old Castle', 'Tuileries', 'Bydło', 'Ballet of the Unhatched Chicks', 'The Marketplace at Limoges', 'Catacombs', 'The Hut on Hen’s Legs', 'The Great Gate of Kiev'] },
  { title: 'Peer Gynt Suites', creator: 'Edvard Grieg', year: 1888, genres: [14], description: 'Music for Ibsen’s play.', songs: ['Morning Mood', 'The Death of Åse', 'Anitra’s Dance', 'In the Hall of the Mountain King', 'Ingrid’s Lament', 'Arabian Dance', 'Peer Gynt’s Homecoming', 'Solveig’s Song'] },
  { title: 'Nocturnes, Op. 9', creator: 'Frédéric Chopin', year: 1832, genres: [14, 11], description: 'Three nocturnes for piano.', songs: ['Nocturne in B-flat minor', 'Nocturne in E-flat major', 'Nocturne in B major'] },
  { title: 'Symphony No. 9 “From the New World”', creator: 'Antonín Dvořák', year: 1893, genres: [14], description: 'Written in America, full of its songs.', songs: ['I. Adagio – Allegro molto', 'II. Largo', 'III. Scherzo: Molto vivace', 'IV. Allegro con fuoco'] },
  { title: 'Ragtime Classics', creator: 'Scott Joplin', year: 1909, genres: [17], description: 'The best-loved rags of the King of Ragtime.', songs: ['Maple Leaf Rag', 'The Entertainer', 'Elite Syncopations', 'Solace', 'Bethena', 'Pine Apple Rag', 'Gladiolus Rag', 'Weeping Willow'] },
];
