import type { SearchType } from '@shelfmark/contract';
import { matchPath } from 'react-router-dom';

const contexts: [pattern: string, type: SearchType][] = [
  ['/tags/*', 'Tag'],
  ['/creator/:id', 'Creator'],
  ['/series/:id', 'Series'],
];

/** The search type a page suggests: Tag on a tag page, Creator on a creator page, Series on a series page, else Title. */
export function searchTypeForPath(pathname: string): SearchType {
  return contexts.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'Title';
}
