import type { Creator } from './entities/creator';

type CreatorName = Pick<Creator, 'name' | 'first' | 'last'>;

/** Splits a typed name at spaces: the final word is the last name, the rest the first (null if none). */
export function splitCreatorName(name: string): { first: string | null; last: string } {
  const words = name.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return { first: words.length > 0 ? words.join(' ') : null, last };
}

/** 'Last, First' when there is a first name, otherwise the name as given. */
export function creatorDisplayName(creator: CreatorName): string {
  return creator.first ? `${creator.last}, ${creator.first}` : creator.name;
}

/**
 * The spec joins creators "with ' &'"; read literally that glues the next name to the
 * ampersand, so we take it as ' & ' between names: 'Le Guin, Ursula & Herbert, Frank'.
 */
export function joinCreators(creators: readonly CreatorName[]): string {
  return creators.map(creatorDisplayName).join(' & ');
}
