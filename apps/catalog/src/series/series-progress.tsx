import { useSeriesProgress } from '@shelfmark/api-client/series';
import { mediaPath, seriesFinishedVerb } from '@shelfmark/contract';
import { linkClassName, ProgressBar } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import './series-progress.css';

/**
 * "3 of 7 read — next up: {title}" under the series name: the caller's finished items and the
 * next one by series number. Nothing while it loads or when the series is empty; a failure
 * leaves the page as it was (the list below is what the page is for).
 */
export function SeriesProgressSummary({ seriesID }: { seriesID: number }) {
  const t = useT('catalog');
  const { data: progress } = useSeriesProgress(seriesID);
  if (!progress || progress.total === 0) return null;
  const verb = seriesFinishedVerb(progress.mediaType) ?? t('series.finished');
  const text = t('series.progress', { finished: progress.finished, total: progress.total, verb });
  return (
    <div className="series-progress">
      <p>
        {text} —{' '}
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
      </p>
      <ProgressBar value={progress.finished} max={progress.total} label={t('series.progressLabel', { series: progress.name })} valueText={`${progress.finished}/${progress.total}`} />
    </div>
  );
}
