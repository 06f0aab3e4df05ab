import { useSeriesProgress } from '@shelfmark/api-client/series';
import { seriesProgressLine } from '@shelfmark/contract';
import { ProgressBar, SeriesProgressLine } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { renderRouterLink } from '../shared/router-link';
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
  return (
    <div className="series-progress">
      <p>
        <SeriesProgressLine {...seriesProgressLine(progress)} renderLink={renderRouterLink} />
      </p>
      <ProgressBar value={progress.finished} max={progress.total} label={t('series.progressLabel', { series: progress.name })} valueText={`${progress.finished}/${progress.total}`} />
    </div>
  );
}
