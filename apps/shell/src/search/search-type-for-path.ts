import { ROUTES, type RouteDefinition, type SearchType } from '@shelfmark/contract';
import { matchPath } from 'react-router-dom';

const contexts: [route: RouteDefinition, type: SearchType][] = [
  [ROUTES.tags, 'Tag'],
  [ROUTES.tag, 'Tag'],
  [ROUTES.creator, 'Creator'],
  [ROUTES.series, 'Series'],
];

const patternsOf = (route: RouteDefinition) => [route.path, ...(route.aliases ?? [])];

/** The search type a page suggests: Tag on a tag page, Creator on a creator page, Series on a series page, else Title. */
export function searchTypeForPath(pathname: string): SearchType {
  return contexts.find(([route]) => patternsOf(route).some((pattern) => matchPath(pattern, pathname)))?.[1] ?? 'Title';
}
