import { nameCollator } from '../shared/collator';

/** The group of tags that do not start with a letter. */
export const OTHER_GROUP = '123!?';

export interface TagGroup<T> {
  key: string;
  tags: T[];
}

/** The upper-case base letter a tag starts with ('élan' is under E), or '123!?'. */
export function tagGroupKey(value: string): string {
  const first = value.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0);
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase('en').charAt(0) : OTHER_GROUP;
}

/** Tags in alphabetical groups by first letter; '123!?' comes first, as digits sort before letters. */
export function groupTags<T extends { tagValue: string }>(tags: readonly T[]): TagGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => nameCollator.compare(a.tagValue, b.tagValue))) {
    const key = tagGroupKey(tag.tagValue);
    groups.set(key, [...(groups.get(key) ?? []), tag]);
  }
  return [...groups]
    .map(([key, grouped]) => ({ key, tags: grouped }))
    .sort((a, b) => (a.key === OTHER_GROUP ? -1 : b.key === OTHER_GROUP ? 1 : nameCollator.compare(a.key, b.key)));
}
