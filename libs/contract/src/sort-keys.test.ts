import { describe, expect, it } from 'vitest';
import { compareByCreator, compareSortKeys, creatorSortKey, SORT_KEY_MAX_LENGTH, sortKey } from './sort-keys';

const creator = (name: string, last: string) => ({ name, last });
const sorted = (keys: string[]) => [...keys].sort(compareSortKeys);

describe('sortKey', () => {
  it('ignores letter case, and the accents of Latin and Greek letters', () => {
    expect(sortKey('Émile Zola')).toBe('emile zola');
    expect(sortKey('ÉMILE ZOLA')).toBe(sortKey('émile zola'));
    expect(sortKey('Brontë')).toBe('bronte');
    expect(sortKey('Čapek')).toBe('capek');
    expect(sortKey('Ångström')).toBe('angstrom');
    expect(sortKey('Dostoyevsky')).not.toBe(sortKey('Достоевский'));
    expect(sortKey('ДОСТОЕВСКИЙ')).toBe('достоевский');
    expect(sortKey('Ὅμηρος')).toBe('ομηρος');
  });

  it('keeps Cyrillic letters that NFD would split (й is not и)', () => {
    expect(sortKey('Толстой')).toBe('толстой');
    expect(sortKey('Толстой')).not.toBe(sortKey('Толстои'));
  });

  it('lower-cases letter by letter, whatever surrounds them (no final sigma, no dotted İ)', () => {
    expect(sortKey('ΟΔΥΣΣΕΥΣ')).toBe('οδυσσευσ');
    expect(sortKey('İstanbul')).toBe('istanbul');
  });

  it('keeps what has no accent to strip, recomposed (Hangul, kana, Ø, ß)', () => {
    expect(sortKey('한강')).toBe('한강');
    expect(sortKey('ガンダム')).toBe('ガンダム');
    expect(sortKey('Ørsted')).toBe('ørsted');
    expect(sortKey('Straße')).toBe('straße');
  });

  it('makes runs of white space one space and trims', () => {
    expect(sortKey('  Le \t Guin\n')).toBe('le guin');
    expect(sortKey('a\u00a0\u2003b')).toBe('a b');
  });

  it('answers the empty key for nothing', () => {
    expect(sortKey('')).toBe('');
    expect(sortKey('   ')).toBe('');
    expect(sortKey(null)).toBe('');
    expect(sortKey(undefined)).toBe('');
  });

  it('cuts long text to 200 characters, never half a character', () => {
    expect(sortKey('x'.repeat(500))).toHaveLength(SORT_KEY_MAX_LENGTH);
    const emoji = sortKey('😀'.repeat(300));
    expect([...emoji]).toHaveLength(SORT_KEY_MAX_LENGTH);
    expect(emoji.endsWith('😀')).toBe(true);
  });

  it('gives plain ASCII titles the key the server always stored (trimmed, lower case, 200 characters)', () => {
    for (const title of ['A Wizard of Earthsea', '  The Left Hand of Darkness ', 'X'.repeat(250), 'Catch-22', "Ender's Game"]) {
      expect(sortKey(title)).toBe(title.trim().toLowerCase().slice(0, 200));
    }
  });
});

describe('creatorSortKey', () => {
  it("is the first creator's last name, or the whole name without one", () => {
    expect(creatorSortKey([creator('Ursula K. Le Guin', 'Le Guin'), creator('Frank Herbert', 'Herbert')])).toBe('le guin');
    expect(creatorSortKey([creator('Valve', '')])).toBe('valve');
  });

  it('is empty without creators', () => {
    expect(creatorSortKey([])).toBe('');
  });
});

describe('compareSortKeys', () => {
  it('orders by code point: empty first, a space before letters, digits before letters', () => {
    expect(sorted(['le guin', '', 'leguin', 'le', '2001', 'zola'])).toEqual(['', '2001', 'le', 'le guin', 'leguin', 'zola']);
  });

  it('orders characters beyond U+FFFF after those below it, as UTF-8 bytes do', () => {
    // JavaScript's own < compares UTF-16 units and would put the emoji (a surrogate pair) first.
    expect(sorted(['😀', '\uff21'])).toEqual(['\uff21', '😀']);
    expect(compareSortKeys('😀', '😀')).toBe(0);
  });
});

describe('compareByCreator', () => {
  it('orders by creator key, then title key', () => {
    const books = [
      { title: 'Tehanu', creators: [creator('Ursula K. Le Guin', 'Le Guin')] },
      { title: 'Émile', creators: [creator('Jean-Jacques Rousseau', 'Rousseau')] },
      { title: 'Anonymous Verses', creators: [] },
      { title: 'a Wizard of Earthsea', creators: [creator('Ursula K. Le Guin', 'le guin')] },
      { title: 'Nana', creators: [creator('Émile Zola', 'Zola')] },
      { title: 'Germinal', creators: [creator('Emile Zola', 'ZOLA')] },
    ];
    expect([...books].sort(compareByCreator).map((book) => book.title)).toEqual([
      'Anonymous Verses',
      'a Wizard of Earthsea',
      'Tehanu',
      'Émile',
      'Germinal',
      'Nana',
    ]);
  });
});
