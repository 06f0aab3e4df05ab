import { useFavoriteSubmedia } from '@shelfmark/api-client/usermedias';
import { FavoriteToggle, InlineError } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';

interface SubmediaFavoriteProps {
  mediaID: number;
  usersubmediaID: number;
  title: string;
  favorited: boolean;
}

/** A song's or episode's own favourite: applied at once, put back with a message if saving fails (spec section 4). */
export function SubmediaFavorite({ mediaID, usersubmediaID, title, favorited: saved }: SubmediaFavoriteProps) {
  const t = useT('media');
  const favorite = useFavoriteSubmedia(mediaID);
  const [favorited, setFavorited] = useState(saved);
  const [failed, setFailed] = useState(false);

  const toggle = (next: boolean) => {
    setFavorited(next);
    setFailed(false);
    favorite.mutate(
      { usersubmediaID, favorited: next },
      {
        onError: () => {
          setFavorited(!next);
          setFailed(true);
        },
      },
    );
  };

  return (
    <>
      <FavoriteToggle size="sm" label={t('submedia.favorite', { title })} pressed={favorited} onChange={toggle} />
      {failed && <InlineError>{t('submedia.failed', { title })}</InlineError>}
    </>
  );
}
