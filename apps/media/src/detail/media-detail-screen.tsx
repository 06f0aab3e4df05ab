import { ApiError } from '@shelfmark/api-client';
import { useMedia } from '@shelfmark/api-client/medias';
import { useEntryOfMedia } from '@shelfmark/api-client/usermedias';
import { DESCRIPTION_LINES, MESSAGES, type Media, type MediaType, type UserMedia } from '@shelfmark/contract';
import { Button, Collapsible, EmptyState, FailureNotice, Loader, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useCanEditMedia } from '@shelfmark/session';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AddedBy } from './banner/added-by';
import { Banner } from './banner/banner';
import { EditionBox } from './edition/edition-box';
import { ShelfControls } from './shelf/shelf-controls';
import { ShelfFeatures } from './shelf-features';
import { SubmediaList } from './submedia/submedia-list';
import './media-detail.css';

/** /{type}/{mediaID}: the item, and the user's shelf entry for it when there is one. */
export function MediaDetailScreen({ type }: { type: MediaType }) {
  const t = useT('media');
  const { mediaID = '' } = useParams();
  const id = Number(mediaID);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title={t('detail.badId')} />;
  return <MediaDetail key={id} mediaID={id} type={type} />;
}

function MediaDetail({ mediaID, type }: { mediaID: number; type: MediaType }) {
  const media = useMedia(mediaID);
  const item = useEntryOfMedia(mediaID);
  const failure = media.error ?? item.error;
  if (failure) {
    if (failure instanceof ApiError && failure.status === 404) return <EmptyState title={MESSAGES.shelfEmpty} />;
    return <FailureNotice error={failure} action="load" onRetry={() => void Promise.all([media.refetch(), item.refetch()])} />;
  }
  if (!media.data || item.data === undefined) return <Loader block />;
  if (media.data.type !== type) return <EmptyState title={MESSAGES.shelfEmpty} />;
  return <MediaDetailView media={media.data} item={item.data} />;
}

function MediaDetailView({ media, item }: { media: Media; item: UserMedia | null }) {
  const t = useT('media');
  const canEdit = useCanEditMedia();
  const navigate = useNavigate();
  const edit = () => navigate('/editmedia', { state: { media } });
  return (
    <article className="media-detail">
      <Banner media={media} />
      <AddedBy media={media} />
      {canEdit && (
        <p className="media-detail__edit">
          {media.type === 'album' ? (
            <Button variant="secondary" size="sm" onClick={edit}>
              {t('detail.editMedia')}
            </Button>
          ) : (
            <Link className={linkClassName()} to="/editmedia" state={{ media }}>
              {t('detail.editLink')}
            </Link>
          )}
        </p>
      )}
      <ShelfControls media={media} item={item} />
      <section className="media-detail__section" aria-label={t('detail.description')}>
        <Collapsible text={media.description ?? ''} lines={DESCRIPTION_LINES.collapsed} maxLines={DESCRIPTION_LINES.max} emptyText={MESSAGES.noDescription} />
      </section>
      <EditionBox media={media} />
      <SubmediaList media={media} />
      {item && <ShelfFeatures media={media} item={item} />}
    </article>
  );
}
