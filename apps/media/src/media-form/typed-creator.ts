import { splitCreatorName, type Creator } from '@shelfmark/contract';
import type { ChosenCreator } from './form-values';
import { isNamed } from './name-match';

/**
 * The chosen creators with the name left typed in the creator field, as '+' would add it: the
 * existing creator of exactly that name when the suggestions hold one, else a new creator. A name
 * already chosen is not added twice.
 */
export function withTypedCreator(chosen: readonly ChosenCreator[], typed: string, suggestions: readonly Creator[]): ChosenCreator[] {
  const name = typed.trim();
  if (name === '' || chosen.some((creator) => isNamed(creator, name))) return [...chosen];
  const existing = suggestions.find((creator) => isNamed(creator, name));
  if (existing) return [...chosen, { creatorID: existing.creatorID, name: existing.name, first: existing.first, last: existing.last }];
  return [...chosen, { name, ...splitCreatorName(name) }];
}
