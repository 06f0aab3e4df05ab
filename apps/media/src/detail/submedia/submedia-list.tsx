import { useFavoriteSubmedia } from '@shelfmark/api-client/usermedias';
import type { Media, Submedia } from '@shelfmark/contract';
import { FavoriteToggle, InlineError } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';

/** Songs or episodes; on the shelf each has its own favourite, which reverts if saving fails. */
export function SubmediaList({ media }: { media: Media }) {
  const t = useT('media');
  if (media.submedia.length === 0) return null;
  const heading = media.type === 'album' ? t('submedia.songs') : t('submedia.episodes');
  return (
    <section className="media-detail__section" aria-labelledby="media-submedia-title">
      <h2 id="media-submedia-title">{heading}</h2>
      <ol className="media-detail__list">
        {media.submedia.map((song) => (
          <SubmediaRow key={song.submediaID} mediaID={media.mediaID} song={song} />
        ))}
      </ol>
    </section>
  );
}

function SubmediaRow({ mediaID, song }: { mediaID: number; song: Submedia }) {
  const t = useT('media');
  const favorite = useFavoriteSubmedia(mediaID);
  const [favorited, setFavorited] = useState(song.favorited);
  const [failed, setFailed] = useState(false);
  const id = song.usersubmediaID;

  const toggle = (next: boolean) => {
    if (id === null) return;
    setFavorited(next);
    setFailed(false);
    favorite.mutate(
      { usersubmediaID: id, favorited: next },
      {
        onError: () => {
          setFavorited(!next);
          setFailed(true);
        },
      },
    );
  };

  return (
    <li className="media-detail__submedia">
      <span>
        {song.overallnum}. {song.title}
      </span>
      {id !== null && <FavoriteToggle size="sm" label={t('submedia.favorite', { title: song.title })} pressed={favorited} onChange={toggle} />}
      {failed && <InlineError>{t('submedia.failed', { title: song.title })}</InlineError>}
    </li>
  );
}
