import { describe, expect, it } from 'vitest';
import { groupTags, OTHER_GROUP, tagGroupKey } from './group-tags';

const tag = (tagValue: string) => ({ tagValue });
const keysAndValues = (values: string[]) =>
  groupTags(values.map(tag)).map((group) => [group.key, group.tags.map((item) => item.tagValue)]);

describe('tag grouping', () => {
  it('groups by first letter regardless of case', () => {
    expect(keysAndValues(['apple', 'Avocado', 'banana', 'Bread'])).toEqual([
      ['A', ['apple', 'Avocado']],
      ['B', ['banana', 'Bread']],
    ]);
  });

  it("puts tags that do not start with a letter under '123!?', first", () => {
    expect(OTHER_GROUP).toBe('123!?');
    expect(keysAndValues(['zen', '1984', '!important', '#tbr', '2nd read'])).toEqual([
      ['123!?', ['!important', '#tbr', '2nd read', '1984']],
      ['Z', ['zen']],
    ]);
  });

  it('files accented letters under their base letter', () => {
    expect(tagGroupKey('élan')).toBe('E');
    expect(tagGroupKey('Øresund')).toBe('Ø');
    expect(keysAndValues(['eerie', 'Émile', 'epic'])).toEqual([['E', ['eerie', 'Émile', 'epic']]]);
  });

  it('sorts the letters alphabetically', () => {
    expect(groupTags(['zen', 'mystery', 'Cozy', 'ancient'].map(tag)).map((group) => group.key)).toEqual(['A', 'C', 'M', 'Z']);
  });

  it('gives no groups for no tags', () => {
    expect(groupTags([])).toEqual([]);
  });
});
