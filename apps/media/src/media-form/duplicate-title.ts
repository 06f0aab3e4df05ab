import type { Media, MediaType } from '@shelfmark/contract';
import type { ChosenCreator } from './form-values';
import { isNamed, sameText } from './name-match';

interface Draft {
  type: MediaType;
  title: string;
  creators: readonly ChosenCreator[];
  /** A creator typed but not added yet: saving adds it, so it counts. */
  creatorText: string;
}

/**
 * The record the form would add a second time: one of the same type and title among those found
 * and, once creators are given, by one of them.
 */
export function findDuplicate(found: readonly Media[], { type, title, creators, creatorText }: Draft): Media | null {
  const given = creatorText.trim() === '' ? creators : [...creators, { name: creatorText }];
  const byGiven = (media: Media) =>
    given.length === 0 ||
    media.creators.some((creator) => given.some((chosen) => ('creatorID' in chosen && chosen.creatorID === creator.creatorID) || isNamed(creator, chosen.name)));
  return found.find((media) => media.type === type && sameText(media.title, title) && byGiven(media)) ?? null;
}
