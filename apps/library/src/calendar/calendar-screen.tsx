import { type CalendarRelease, coverPath, mediaPath, mediaTypeLabel, releaseDateFormat, releaseDateValue, statusLabel } from '@shelfmark/contract';
import { useCalendar } from '@shelfmark/api-client/calendar';
import { Cover, EmptyState, InlineError, Loader } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import '../year-share-messages';
import { CalendarFeedPanel } from './calendar-feed';
import './calendar.css';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const dayText = (date: string) => formatDate(`${date}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A release known to the day by its day; one known only to the month or year as "June 2031" or "2031". */
const dateText = (release: CalendarRelease) =>
  release.publicationPrecision && release.publicationPrecision !== 'day' ? formatDate(release.publication, releaseDateFormat(release.publicationPrecision)) : dayText(release.publication);

/** Releases grouped by their date as it was entered ("2031" apart from "2031-01-01"), in order. */
function byDate(releases: readonly CalendarRelease[]): [string, CalendarRelease[]][] {
  const groups = new Map<string, CalendarRelease[]>();
  for (const release of releases) {
    const date = releaseDateValue(release.publication, release.publicationPrecision);
    groups.set(date, [...(groups.get(date) ?? []), release]);
  }
  return [...groups];
}

function ReleaseItem({ release }: { release: CalendarRelease }) {
  return (
    <Link to={mediaPath(release)} className="calendar__release">
      <Cover src={coverPath(release)} alt="" size="sm" face={{ title: release.title, creator: release.creators, medium: release.type }} />
      <span className="calendar__release-text">
        <span className="calendar__release-title">{release.title}</span>
        {release.creators && <span className="calendar__release-meta">{release.creators}</span>}
        <span className="calendar__release-meta">
          {mediaTypeLabel(release.type)} · {statusLabel(release.type, 'watch')}
        </span>
      </span>
    </Link>
  );
}

/** /calendar: the Watch List's upcoming releases by date, and the iCalendar feed to subscribe to. */
export function CalendarScreen() {
  const t = useT('library');
  const query = useCalendar();
  const today = todayUtc();
  return (
    <div className="sm-page calendar">
      <header>
        <h1>{t('calendar.title')}</h1>
        <p className="calendar__intro">{t('calendar.intro')}</p>
      </header>
      {query.isError ? (
        <InlineError onRetry={() => void query.refetch()}>{t('calendar.loadFailed')}</InlineError>
      ) : !query.data ? (
        <Loader block />
      ) : (
        <>
          {query.data.releases.length === 0 ? (
            <EmptyState title={t('calendar.empty')} description={t('calendar.emptyHint')} />
          ) : (
            <ol className="calendar__days">
              {byDate(query.data.releases).map(([date, releases]) => (
                <li key={date} className="calendar__day">
                  <h2 className="calendar__date">
                    <time dateTime={date}>{dateText(releases[0] as CalendarRelease)}</time>
                    {date === today && <span className="calendar__today">{t('calendar.today')}</span>}
                  </h2>
                  <ul className="calendar__releases">
                    {releases.map((release) => (
                      <li key={release.mediaID}>
                        <ReleaseItem release={release} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
          <CalendarFeedPanel feed={query.data.feed} />
        </>
      )}
    </div>
  );
}
