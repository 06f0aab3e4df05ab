import { useSeries } from '@shelfmark/api-client/series';
import { DESCRIPTION_LINES } from '@shelfmark/contract';
import { EmptyState } from '@shelfmark/design-system';
import { Collapsible } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { InvalidId } from '../shared/invalid-id';
import { MediaGrid } from '../shared/media-grid';
import { QueryState } from '../shared/query-state';
import { sortBySeriesNum, sortByStartYearDesc } from '../shared/sort-media';
import { useIdParam } from '../shared/use-id-param';
import { SeriesProgressSummary } from './series-progress';
import '../shared/detail-page.css';

/** A series and its media by seriesNum; its TV shows by start year, newest first. */
export function SeriesScreen() {
  const seriesID = useIdParam('id');
  return seriesID === null ? <InvalidId /> : <SeriesContent seriesID={seriesID} />;
}

function SeriesContent({ seriesID }: { seriesID: number }) {
  const t = useT('catalog');
  const query = useSeries(seriesID);
  return (
    <section className="sm-page catalog-detail">
      <QueryState query={query} errorHeading={t('screens.series')}>
        {(series) => {
          const all = [...series.mediaInSeries, ...series.tvshowsInSeries].filter(
            (item, index, list) => list.findIndex((other) => other.mediaID === item.mediaID) === index,
          );
          const media = sortBySeriesNum(all.filter((item) => item.type !== 'tvshow'));
          const tvshows = sortByStartYearDesc(all.filter((item) => item.type === 'tvshow'));
          return (
            <>
              <h1>{series.name}</h1>
              <SeriesProgressSummary seriesID={seriesID} />
              {series.description && (
                <Collapsible text={series.description} lines={DESCRIPTION_LINES.collapsed} maxLines={DESCRIPTION_LINES.max} />
              )}
              {media.length === 0 && tvshows.length === 0 && <EmptyState title={t('messages.shelfCurrentlyEmpty')} />}
              {media.length > 0 && <MediaGrid media={media} label={t('series.media', { series: series.name })} />}
              {tvshows.length > 0 && (
                <>
                  <h2>{t('series.tvshows')}</h2>
                  <MediaGrid media={tvshows} label={t('series.tvshows')} />
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
