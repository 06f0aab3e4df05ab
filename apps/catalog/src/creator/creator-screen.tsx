import { useCreator } from '@shelfmark/api-client/creators';
import { creatorDisplayName, DESCRIPTION_LINES } from '@shelfmark/contract';
import { EmptyState } from '@shelfmark/design-system';
import { Collapsible } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { InvalidId } from '../shared/invalid-id';
import { MediaGrid } from '../shared/media-grid';
import { QueryState } from '../shared/query-state';
import { sortBySeries } from '../shared/sort-media';
import { useIdParam } from '../shared/use-id-param';
import '../shared/detail-page.css';

/** A creator as 'last, first', their description and their works by series and number. */
export function CreatorScreen() {
  const creatorID = useIdParam('id');
  return creatorID === null ? <InvalidId /> : <CreatorContent creatorID={creatorID} />;
}

function CreatorContent({ creatorID }: { creatorID: number }) {
  const t = useT('catalog');
  const query = useCreator(creatorID);
  return (
    <section className="sm-page catalog-detail">
      <QueryState query={query} errorHeading={t('screens.creator')}>
        {(creator) => (
          <>
            <h1>{creatorDisplayName(creator)}</h1>
            <Collapsible text={creator.description ?? ''} lines={DESCRIPTION_LINES.collapsed} maxLines={DESCRIPTION_LINES.max} />
            <h2>{t('creator.works')}</h2>
            {creator.mediaByCreator.length === 0 ? (
              <EmptyState title={t('messages.shelfCurrentlyEmpty')} />
            ) : (
              <MediaGrid media={sortBySeries(creator.mediaByCreator)} label={t('creator.works')} withShelfStatus />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
