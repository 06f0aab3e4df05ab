import { homeGridColumns } from '@shelfmark/contract';
import { useWindowWidth } from '@shelfmark/design-system';

/**
 * Columns of a Home grid at the current window width (spec section 9), following resizes.
 * At least one, so a very narrow window still shows something.
 */
export function useGridColumns(section: 'TBR' | 'recent'): number {
  return Math.max(1, homeGridColumns(useWindowWidth(), section));
}
