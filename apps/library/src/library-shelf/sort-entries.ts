import type { Sort, UserMediaSummary } from '@shelfmark/contract';

function creatorKey({ media }: UserMediaSummary): string {
  const first = media.creators[0];
  return first ? first.last || first.name : '';
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

const COMPARE: Record<Sort['sortBy'], (a: UserMediaSummary, b: UserMediaSummary) => number> = {
  creator: (a, b) => byText(creatorKey(a), creatorKey(b)) || byText(a.media.title, b.media.title) || a.usermediaID - b.usermediaID,
  title: (a, b) => byText(a.media.title, b.media.title) || a.usermediaID - b.usermediaID,
  recent: (a, b) => a.usermediaID - b.usermediaID,
};

/** Sorts in the browser the way the paged calls sort on the server. */
export function sortEntries(entries: readonly UserMediaSummary[], { sortBy, asc }: Sort): UserMediaSummary[] {
  const compare = COMPARE[sortBy];
  return [...entries].sort((a, b) => (asc ? compare(a, b) : compare(b, a)));
}
