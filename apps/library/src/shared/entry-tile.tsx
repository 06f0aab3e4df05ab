import type { UserMediaSummary } from '@shelfmark/contract';
import { MediaCard } from '@shelfmark/design-system';
import { EntryFavorite } from './entry-favorite';
import { entryFields } from './entry-fields';
import { renderRouterLink } from './render-router-link';

/** A library entry as a cover tile of the Home grids, linking to its detail page. */
export function EntryTile({ entry }: { entry: UserMediaSummary }) {
  const fields = entryFields(entry);
  return (
    <MediaCard
      title={fields.title}
      href={fields.href}
      renderLink={renderRouterLink}
      coverSrc={fields.coverSrc}
      coverFace={fields.coverFace}
      medium={fields.medium}
      series={fields.series}
      creators={fields.creators}
    >
      <EntryFavorite entry={entry} />
    </MediaCard>
  );
}
