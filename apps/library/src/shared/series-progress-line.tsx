import { mediaPath, seriesFinishedVerb, type SeriesProgress } from '@shelfmark/contract';
import { linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';

/** "3 of 7 read — next up: {title}", the title linking to the item. */
export function SeriesProgressLine({ progress }: { progress: SeriesProgress }) {
  const t = useT('library');
  const verb = seriesFinishedVerb(progress.mediaType) ?? t('series.finished');
  return (
    <span>
      {t('series.progress', { finished: progress.finished, total: progress.total, verb })} —{' '}
      {progress.nextUp ? (
        <>
          {t('series.nextUp')}{' '}
          <Link to={mediaPath(progress.nextUp)} className={linkClassName()}>
            {progress.nextUp.title}
          </Link>
        </>
      ) : (
        t('series.allDone')
      )}
    </span>
  );
}
