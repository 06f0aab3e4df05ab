import { ApiError } from '@shelfmark/api-client';
import { useMedia } from '@shelfmark/api-client/medias';
import { useEntryOfMedia } from '@shelfmark/api-client/usermedias';
import { DESCRIPTION_LINES, MESSAGES, type Media, type MediaType, type UserMedia } from '@shelfmark/contract';
import { Button, EmptyState, FailureNotice, Loader, linkClassName } from '@shelfmark/design-system';
import { Collapsible } from '@shelfmark/design-system';
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
  const { mediaID = '' } = useParams();
  const id = Number(mediaID);
  if (!Number.isInteger(id) || id <= 0) return <MissingMedia />;
  return <MediaDetail key={id} mediaID={id} type={type} />;
}

/** An address that names no item (gone, or never there): the spec's 'This shelf is empty' under a heading that says so, with a way on. */
function MissingMedia() {
  const t = useT('media');
  return (
    <section className="media-detail media-detail--missing">
      <h1>{t('detail.badId')}</h1>
      <EmptyState
        title={MESSAGES.shelfEmpty}
        description={t('detail.missingHint')}
        action={
          <Link className={linkClassName()} to="/catalog">
            {t('detail.browseCatalog')}
          </Link>
        }
      />
    </section>
  );
}

function MediaDetail({ mediaID, type }: { mediaID: number; type: MediaType }) {
  const media = useMedia(mediaID);
  const item = useEntryOfMedia(mediaID);
  const failure = media.error ?? item.error;
  if (failure) {
    if (failure instanceof ApiError && failure.status === 404) return <MissingMedia />;
    return <FailureNotice error={failure} action="load" onRetry={() => void Promise.all([media.refetch(), item.refetch()])} />;
  }
  if (!media.data || item.data === undefined) return <Loader block />;
  if (media.data.type !== type) return <MissingMedia />;
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
      <SubmediaList media={media} item={item} />
      {item && <ShelfFeatures media={media} item={item} />}
    </article>
  );
}
