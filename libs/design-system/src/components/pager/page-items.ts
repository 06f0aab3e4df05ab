export type PageItem = number | 'gap';

/**
 * The numbered buttons to show: every page when there are up to 7, otherwise the first,
 * the last and the current page's neighbours, with gaps between, e.g. 1 … 4 5 6 … 20.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < totalPages - 1) items.push('gap');
  items.push(totalPages);
  return items;
}
