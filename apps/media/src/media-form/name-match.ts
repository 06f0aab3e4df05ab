import { creatorDisplayName, type Creator } from '@shelfmark/contract';

/** A title or name as people mean it: case, and spaces around and between words, aside. */
const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export const sameText = (a: string, b: string) => normal(a) !== '' && normal(a) === normal(b);

/** Whether a creator is the one named: by name ('Ursula K. Le Guin') or as the catalogue lists it ('Guin, Ursula K. Le'). */
export const isNamed = (creator: Pick<Creator, 'name' | 'first' | 'last'>, name: string) => sameText(creator.name, name) || sameText(creatorDisplayName(creator), name);
