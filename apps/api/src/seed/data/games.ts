import type { GameRow } from './types';

/** Invented video games; missions in numPages, players in seasons. */
export const GAMES: GameRow[] = [
  { title: 'Lanternfall', studio: 'Moth & Ember', publication: '2019-10-08', missions: 24, players: 1, genres: [1, 13], parentguide: 'E10+', description: 'Carry the last lantern through a city of fog.', series: ['Lanternfall', 1] },
  { title: 'Lanternfall II: Ashen Road', studio: 'Moth & Ember', publication: '2023-03-14', missions: 31, players: 2, genres: [1, 13, 15], parentguide: 'T', description: 'The lantern-bearers take the road out of the city.', series: ['Lanternfall', 2] },
  { title: 'Tidewright', studio: 'Saltglass Games', publication: '2021-06-02', missions: 18, players: 1, genres: [13], parentguide: 'E', description: 'Build boats from driftwood and sail an archipelago.' },
  { title: 'Orbital Gardener', studio: 'Little Comet', publication: '2020-02-20', missions: 40, players: 2, genres: [2, 17], parentguide: 'E', description: 'Grow a garden on a space station, one module at a time.' },
  { title: 'The Clockwork Cartographer', studio: 'Brass Owl Interactive', publication: '2018-11-16', missions: 22, players: 1, genres: [13, 4], parentguide: 'E10+', description: 'Map a mechanical island that rearranges itself at noon.' },
  { title: 'Ferrous Hearts', studio: 'Northforge', publication: '2017-09-05', missions: 36, players: 2, genres: [15, 2], parentguide: 'T', description: 'Pilot salvaged mechs in a rust-belt tournament.' },
  { title: 'Glasswing', studio: 'Saltglass Games', publication: '2022-04-27', missions: 12, players: 1, genres: [1, 14], parentguide: 'E10+', description: 'A moth with glass wings searches for the sun.' },
  { title: 'Saltmarsh Mysteries', studio: 'Quill & Candle', publication: '2016-10-31', missions: 9, players: 1, genres: [4, 9], parentguide: 'T', description: 'A detective adventure in a drowned village.' },
  { title: 'Quiet Harbor', studio: 'Little Comet', publication: '2021-12-01', missions: 15, players: 1, genres: [14], parentguide: 'E', description: 'Run the harbour café through one long winter.' },
  { title: 'Hollow Crown Tactics', studio: 'Northforge', publication: '2019-05-21', missions: 45, players: 2, genres: [8, 15], parentguide: 'T', description: 'Turn-based battles in a kingdom without a king.' },
  { title: 'Pixel Pilgrims', studio: 'Brass Owl Interactive', publication: '2015-08-11', missions: 60, players: 2, genres: [13, 17], parentguide: 'E', description: 'Two pilgrims hop across a pixel-art continent.' },
  { title: 'Deep Lattice', studio: 'Null Vector', publication: '2024-01-30', missions: 28, players: 1, genres: [2, 9], parentguide: 'M', description: 'A research crew wakes inside a crystal the size of a moon.' },
  { title: 'Emberlight Racers', studio: 'Moth & Ember', publication: '2020-07-17', missions: 50, players: 2, genres: [15], parentguide: 'E', description: 'Race lantern-powered carts through festival streets.' },
  { title: 'Paper Kingdoms', studio: 'Quill & Candle', publication: '2023-09-19', missions: 20, players: 1, genres: [1, 6], parentguide: 'E', description: 'Fold paper to rebuild a storybook world.' },
  { title: 'Moonwell', studio: 'Null Vector', publication: '2027-03-02', missions: 30, players: 1, genres: [1, 13], parentguide: 'T', description: 'Dive into a well that opens onto the far side of the Moon.' },
];
