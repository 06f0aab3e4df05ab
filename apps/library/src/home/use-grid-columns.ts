import { homeGridColumns } from '@shelfmark/contract';
import { useWindowWidth } from '@shelfmark/design-system';

/** Columns of a Home grid at a window width (spec section 9); at least one, so a very narrow window still shows something. */
export function gridColumns(width: number, section: 'TBR' | 'recent'): number {
  return Math.max(1, homeGridColumns(width, section));
}

/** Columns of a Home grid at the current window width, following resizes. */
export function useGridColumns(section: 'TBR' | 'recent'): number {
  return gridColumns(useWindowWidth(), section);
}
