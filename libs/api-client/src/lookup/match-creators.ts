import { creatorDisplayName, splitCreatorName, type Creator } from '@shelfmark/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ChosenCreator } from '../medias/save-media';
import { getSearchQueryOptions } from '../search/use-search';

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();

/** Whether a catalogue creator is the person a service names ("Frank Herbert", or "Herbert, Frank"). */
function samePerson(creator: Creator, name: string): boolean {
  const wanted = folded(name);
  return folded(creator.name) === wanted || folded(creatorDisplayName(creator)) === wanted || folded(`${creator.first ?? ''} ${creator.last}`) === wanted;
}

/**
 * The creators a look-up names, as the creator entry chooses them: the catalogue's creator of
 * that name where there is one (found with the same creator search as the entry's
 * suggestions), else a new creator split at the last space. Duplicates are dropped; a failed
 * search makes that name a new creator rather than failing the fill.
 */
export async function matchCreatorNames(client: QueryClient, names: readonly string[], allAccess: boolean): Promise<ChosenCreator[]> {
  const unique = [...new Map(names.map((name) => [folded(name), name.trim()] as const)).values()].filter((name) => name !== '');
  const chosen = await Promise.all(
    unique.map(async (name): Promise<ChosenCreator> => {
      const found = await client.fetchQuery(getSearchQueryOptions({ searchString: name, searchType: 'Creator' }, allAccess)).catch(() => null);
      const existing = found?.kind === 'creator' ? found.items.find((creator) => samePerson(creator, name)) : undefined;
      if (existing) return { creatorID: existing.creatorID, name: existing.name, first: existing.first, last: existing.last };
      return { name, ...splitCreatorName(name) };
    }),
  );
  return [...new Map(chosen.map((creator) => [creator.creatorID ?? `new:${folded(creator.name)}`, creator] as const)).values()];
}
