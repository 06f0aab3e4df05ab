import { type Library, ROUTES } from '@shelfmark/contract';
import { useRememberedChoice } from '@shelfmark/session';

export interface NavItem {
  to: string;
  key: string;
  end: boolean;
}

/** Spec section 2: the default Library link, page=1, type=0, genre=0, on the given library. */
function libraryLink(library: Library): string {
  return `${ROUTES.library.path}?${new URLSearchParams({ page: '1', library, type: '0', genre: '0' }).toString()}`;
}

/** The nav bar's destinations; Library opens on the stored default library (spec sections 2, 3). */
export function useNavItems(): NavItem[] {
  const [library] = useRememberedChoice('defaultLibrary');
  return [
    { to: ROUTES.home.path, key: 'nav.home', end: true },
    { to: libraryLink(library), key: 'nav.library', end: false },
    { to: ROUTES.tags.path, key: 'nav.tags', end: false },
    { to: ROUTES.catalog.path, key: 'nav.catalog', end: false },
  ];
}
