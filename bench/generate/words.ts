/**
 * Word lists of the generated catalogue. ASCII only, so PostgreSQL's lower() and the app's
 * sortKey() agree on every generated title and name. The benchmark picks its queries from
 * the same lists, so both sides stay in step.
 */

/** Title nouns, most frequent first (the generator draws them with a Zipf-like skew). */
export const NOUNS = [
  'Shadow', 'Night', 'King', 'House', 'River', 'Star', 'Fire', 'Garden', 'Storm', 'Heart',
  'City', 'Sea', 'Kingdom', 'Dragon', 'Winter', 'Road', 'Song', 'Crown', 'Forest', 'Secret',
  'Light', 'Ghost', 'Blood', 'Glass', 'Mountain', 'Queen', 'Island', 'Empire', 'Child', 'War',
  'Silence', 'Stone', 'Mirror', 'Harbor', 'Moon', 'Dream', 'Tower', 'Voice', 'Iron', 'Summer',
  'Witch', 'Wolf', 'Bridge', 'Memory', 'Wind', 'Castle', 'Letter', 'Thief', 'Orchard', 'Machine',
  'Daughter', 'Hunter', 'Map', 'Promise', 'Ash', 'Raven', 'Mask', 'Signal', 'Field', 'Lantern',
  'Ocean', 'Sword', 'Clock', 'Key', 'Flame', 'Rain', 'Feather', 'Library', 'Valley', 'Gate',
  'Prince', 'Circle', 'Thorn', 'Compass', 'Desert', 'Echo', 'Hollow', 'Lake', 'Wings', 'Frost',
  'Cathedral', 'Planet', 'Serpent', 'Spirit', 'Engine', 'Mirage', 'Orbit', 'Labyrinth', 'Canyon', 'Shore',
  'Harvest', 'Voyage', 'Paradox', 'Sanctuary', 'Horizon', 'Tide', 'Ember', 'Anthem', 'Citadel', 'Meadow',
  'Cipher', 'Relic', 'Quarry', 'Beacon', 'Fortress', 'Monsoon', 'Nebula', 'Pilgrim', 'Tapestry', 'Covenant',
  'Alchemist', 'Falcon', 'Glacier', 'Oracle', 'Prophecy', 'Requiem', 'Sorcerer', 'Vanguard', 'Wanderer', 'Zenith',
  'Archive', 'Bastion', 'Chimera', 'Dominion', 'Eclipse', 'Firefly', 'Gambit', 'Hearth', 'Inferno', 'Juggernaut',
  'Keystone', 'Leviathan', 'Monolith', 'Nomad', 'Obelisk', 'Phantom', 'Quicksilver', 'Reverie', 'Solstice', 'Tempest',
  'Umbra', 'Vortex', 'Wraith', 'Yearning', 'Zephyr', 'Aurora', 'Bramble', 'Cinder', 'Driftwood', 'Equinox',
  'Foxglove', 'Grimoire', 'Hinterland', 'Ironwood', 'Jubilee', 'Kestrel', 'Lullaby', 'Marrow', 'Nightingale', 'Outpost',
] as const;

export const ADJECTIVES = [
  'Silent', 'Last', 'Dark', 'Lost', 'Golden', 'Broken', 'Hidden', 'Burning', 'Cold', 'Wild',
  'Little', 'Endless', 'Forgotten', 'Crimson', 'Hollow', 'Bright', 'Sleeping', 'Distant', 'Secret', 'Iron',
  'Quiet', 'Savage', 'Gentle', 'Bitter', 'Scarlet', 'Wandering', 'Falling', 'Rising', 'Shattered', 'Eternal',
  'Winter', 'Northern', 'Southern', 'Ancient', 'Electric', 'Painted', 'Drowned', 'Velvet', 'Silver', 'Midnight',
  'Fading', 'Restless', 'Luminous', 'Sunken', 'Pale', 'Gilded', 'Feral', 'Radiant', 'Weeping', 'Hungry',
  'Clockwork', 'Paper', 'Glass', 'Emerald', 'Obsidian', 'Copper', 'Ivory', 'Amber', 'Cobalt', 'Sapphire',
] as const;

/** Series name endings: series names are The <adjective> <noun> <kind>, all distinct. */
export const SERIES_KINDS = [
  'Chronicles', 'Saga', 'Cycle', 'Sequence', 'Archives', 'Legacy', 'Series', 'Tales', 'Quest', 'Files',
] as const;

/** Syllables of invented words (places, people), each rare in the catalogue: "Valdoran", "Kesthimar". */
export const RARE_PARTS = [
  ['Val', 'Kes', 'Mor', 'Thal', 'Zan', 'Bel', 'Cor', 'Dra', 'Eth', 'Fen', 'Gal', 'Hal', 'Ist', 'Jor', 'Kal', 'Lor', 'Mir', 'Nar', 'Ost', 'Pel', 'Quel', 'Ros', 'Syl', 'Tor'],
  ['do', 'thi', 'ra', 'ven', 'li', 'ka', 'mo', 'ne', 'su', 'ga', 'ri', 'tha', 'be', 'zo', 'pha', 'ly', 'cu', 'de', 'fa', 'hi', 'ju', 'ke', 'lu', 'mi'],
  ['ran', 'mar', 'dor', 'wyn', 'eth', 'ion', 'gard', 'mir', 'oth', 'sar', 'vel', 'zar'],
] as const;

/** Every invented word, in the order the generator numbers them (1-based in SQL). */
export const RARE_WORDS: readonly string[] = RARE_PARTS[0].flatMap((a) => RARE_PARTS[1].flatMap((b) => RARE_PARTS[2].map((c) => `${a}${b}${c}`)));

export const FIRST_NAMES = [
  'Ada', 'Alan', 'Alice', 'Amara', 'Anders', 'Anna', 'Arthur', 'Beatrix', 'Benedict', 'Bianca',
  'Camille', 'Carlos', 'Cecilia', 'Chen', 'Clara', 'Daniel', 'Dara', 'David', 'Delia', 'Dmitri',
  'Edith', 'Elena', 'Elias', 'Emeka', 'Emma', 'Farah', 'Felix', 'Fiona', 'Frances', 'Gabriel',
  'Grace', 'Hana', 'Harold', 'Helen', 'Henrik', 'Ines', 'Isaac', 'Ivy', 'Jack', 'James',
  'Jane', 'Jonas', 'Julia', 'Kai', 'Karin', 'Kenji', 'Laila', 'Laura', 'Leo', 'Lena',
  'Lucia', 'Luis', 'Maeve', 'Marcus', 'Margaret', 'Maria', 'Mateo', 'Mei', 'Miriam', 'Nadia',
  'Naomi', 'Nathan', 'Nikolai', 'Nora', 'Oliver', 'Olivia', 'Omar', 'Oscar', 'Paloma', 'Patrick',
  'Paul', 'Priya', 'Rafael', 'Rachel', 'Rosa', 'Ruth', 'Samuel', 'Sara', 'Simon', 'Sofia',
  'Sunita', 'Tariq', 'Teresa', 'Thomas', 'Tobias', 'Ursula', 'Valentina', 'Victor', 'Vera', 'Walter',
  'Wen', 'Willa', 'Xavier', 'Yara', 'Yusuf', 'Zadie', 'Zoe', 'Ingrid', 'Hugo', 'Greta',
] as const;

const SURNAME_STARTS = [
  'Ash', 'Black', 'Bright', 'Brook', 'Clay', 'Cold', 'Cross', 'Dun', 'East', 'Fair',
  'Fern', 'Fox', 'Gold', 'Green', 'Hale', 'Hart', 'Hawk', 'Holl', 'King', 'Lang',
  'Lock', 'Mar', 'Mill', 'Moor', 'North', 'Oak', 'Pen', 'Red', 'Rock', 'Rose',
  'Shaw', 'Silver', 'Stan', 'Stone', 'Thorn', 'West', 'White', 'Wild', 'Win', 'Wood',
] as const;
const SURNAME_ENDS = [
  'wood', 'field', 'ford', 'ton', 'ley', 'well', 'bury', 'more', 'worth', 'brook',
  'dale', 'hurst', 'wick', 'by', 'combe', 'stead', 'ridge', 'mont', 'land', 'hill',
  'man', 'son', 'er', 'ham', 'shaw',
] as const;

/** 1,000 surnames: creator n (1-based) has surname n mod 1000, so every surname is as common. */
export const SURNAMES: readonly string[] = SURNAME_STARTS.flatMap((start) => SURNAME_ENDS.map((end) => `${start}${end}`));

export const TAG_VALUES = [
  'comfort read', 'reread', 'book club', 'borrowed', 'gift', 'signed copy', 'audiobook', 'ebook', 'summer', 'winter',
  'classic', 'page-turner', 'slow burn', 'award winner', 'debut', 'translated', 'short', 'doorstopper', 'funny', 'sad',
  'favourite author', 'recommended', 'for kids', 'to lend', 'wishlist', 'holiday', 'commute', 'rainy day', 'nostalgia', 'masterpiece',
  'overrated', 'underrated', 'soundtrack', 'co-op', 'speedrun', 'binge', 'cinema', 'director cut', 'vinyl', 'live album',
] as const;

export const PARENT_GUIDES = ['G', 'PG', 'PG-13', 'R', 'NC-17'] as const;
