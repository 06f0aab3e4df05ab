import { coverFace, coverPath, creatorDisplayName, type Media } from '@shelfmark/contract';
import { Cover, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

/** Cover, title, the series link with its number, and the creators joined with ' & '. */
export function Banner({ media }: { media: Media }) {
  const t = useT('media');
  return (
    <header className="media-detail__banner">
      <Cover src={coverPath(media)} alt={t('detail.coverAlt', { title: media.title })} size="lg" loading="eager" face={coverFace(media)} />
      <div className="media-detail__heading">
        <h1>{media.title}</h1>
        {media.series && (
          <Link className={linkClassName()} to={`/series/${media.series.seriesID}`}>
            {media.seriesNum === null ? media.series.name : t('detail.seriesLink', { name: media.series.name, number: media.seriesNum })}
          </Link>
        )}
        <p className="media-detail__creators">
          {media.creators.map((creator, index) => (
            <Fragment key={creator.creatorID}>
              {index > 0 && ' & '}
              <Link className={linkClassName()} to={`/creator/${creator.creatorID}`}>
                {creatorDisplayName(creator)}
              </Link>
            </Fragment>
          ))}
        </p>
      </div>
    </header>
  );
}
