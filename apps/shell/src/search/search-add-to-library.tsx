import type { Media } from '@shelfmark/contract';
import { Suspense, use } from 'react';
import { ErrorBoundary } from '../errors/error-boundary';
import { loadRemoteRoutes } from '../federation/remote-modules';

type ShelfStatusMedia = Pick<Media, 'mediaID' | 'title' | 'type' | 'publication'>;

function CatalogShelfStatus({ media }: { media: ShelfStatusMedia }) {
  const { ShelfStatus } = use(loadRemoteRoutes('catalog'));
  return ShelfStatus ? <ShelfStatus media={media} inline /> : null;
}

/**
 * A search result's Add To Library: the catalogue remote's control, loaded with that remote
 * (Home's first load goes without it). While it loads, or if it cannot, the result has none;
 * the result itself still opens the item.
 */
export function SearchAddToLibrary({ media }: { media: ShelfStatusMedia }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <CatalogShelfStatus media={media} />
      </Suspense>
    </ErrorBoundary>
  );
}
