import { describe, expect, it } from 'vitest';
import { creatorDisplayName, joinCreators, splitCreatorName } from './creator-names';

describe('splitCreatorName', () => {
  it('takes the final word as last and the rest as first', () => {
    expect(splitCreatorName('Ursula K. Le Guin')).toEqual({ first: 'Ursula K. Le', last: 'Guin' });
    expect(splitCreatorName('Frank Herbert')).toEqual({ first: 'Frank', last: 'Herbert' });
  });

  it('has no first name for a single word', () => {
    expect(splitCreatorName('Valve')).toEqual({ first: null, last: 'Valve' });
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(splitCreatorName('  Joni   Mitchell ')).toEqual({ first: 'Joni', last: 'Mitchell' });
  });
});

describe('creatorDisplayName', () => {
  it("shows 'Last, First' when there is a first name", () => {
    expect(creatorDisplayName({ name: 'Ursula K. Le Guin', first: 'Ursula K. Le', last: 'Guin' })).toBe('Guin, Ursula K. Le');
  });

  it('shows the name when there is no first name', () => {
    expect(creatorDisplayName({ name: 'Valve', first: null, last: 'Valve' })).toBe('Valve');
    expect(creatorDisplayName({ name: 'Valve', first: '', last: 'Valve' })).toBe('Valve');
  });
});

describe('joinCreators', () => {
  it("joins display names with ' & '", () => {
    const creators = [
      { name: 'Ursula Le Guin', first: 'Ursula Le', last: 'Guin' },
      { name: 'Frank Herbert', first: 'Frank', last: 'Herbert' },
      { name: 'Valve', first: null, last: 'Valve' },
    ];
    expect(joinCreators(creators)).toBe('Guin, Ursula Le & Herbert, Frank & Valve');
  });

  it('shows a single creator alone and nothing for none', () => {
    expect(joinCreators([{ name: 'Frank Herbert', first: 'Frank', last: 'Herbert' }])).toBe('Herbert, Frank');
    expect(joinCreators([])).toBe('');
  });
});
