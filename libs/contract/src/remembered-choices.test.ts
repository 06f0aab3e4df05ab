import { describe, expect, it } from 'vitest';
import { REMEMBERED_CHOICES, storedChoice } from './remembered-choices';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
const refusing = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('remembered choices', () => {
  it('keep the keys and formats the app has always stored', () => {
    expect(REMEMBERED_CHOICES.defaultLibrary.key).toBe('default_library');
    expect(REMEMBERED_CHOICES.sort.key).toBe('defaultSort');
    expect(REMEMBERED_CHOICES.homeSection.key).toBe('homepageLibraySelection');
    expect(REMEMBERED_CHOICES.catalogDisplay.key).toBe('catalogDisplaySize');
    expect(REMEMBERED_CHOICES.sort.write({ sortBy: 'title', asc: false })).toBe('{"sortBy":"title","asc":false}');
    expect(REMEMBERED_CHOICES.defaultLibrary.write('TBR')).toBe('TBR');
    expect(REMEMBERED_CHOICES.catalogDisplay.write('cover')).toBe('cover');
  });

  it('read what storage holds', () => {
    const held = storage({ default_library: 'DNF', defaultSort: '{"sortBy":"recent","asc":true}', homepageLibraySelection: 'watch', catalogDisplaySize: 'cover' });
    expect(storedChoice(held, 'defaultLibrary')).toBe('DNF');
    expect(storedChoice(held, 'sort')).toEqual({ sortBy: 'recent', asc: true });
    expect(storedChoice(held, 'homeSection')).toBe('watch');
    expect(storedChoice(held, 'catalogDisplay')).toBe('cover');
  });

  it('read the defaults when nothing, something else or broken JSON is stored', () => {
    const odd = storage({ default_library: 'shelf', defaultSort: '{"sortBy":', homepageLibraySelection: 'read', catalogDisplaySize: 'huge' });
    for (const held of [storage({}), odd]) {
      expect(storedChoice(held, 'defaultLibrary')).toBe('read');
      expect(storedChoice(held, 'sort')).toEqual({ sortBy: 'creator', asc: true });
      expect(storedChoice(held, 'homeSection')).toBe('TBR');
      expect(storedChoice(held, 'catalogDisplay')).toBe('exp');
    }
  });

  it('read the defaults when storage refuses to be read', () => {
    expect(storedChoice(refusing, 'defaultLibrary')).toBe('read');
    expect(storedChoice(refusing, 'sort')).toEqual({ sortBy: 'creator', asc: true });
  });
});
