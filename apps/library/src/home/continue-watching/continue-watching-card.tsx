import { episodeLabel, mediaPath, toIsoDate, type ContinueWatchingItem } from '@shelfmark/contract';
import { Button, linkClassName } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import './continue-watching-messages';

interface ContinueWatchingCardProps {
  show: ContinueWatchingItem;
  onMark: () => void;
  /** Its mark is on the way: a second click would mark the episode after. */
  busy: boolean;
}

/**
 * One show: its next episode ("S2 · E5 — Title"), when it airs if still to come, else "New" if it
 * aired since the last watch (the API counts one still to air as new too: that one says when instead).
 */
export function ContinueWatchingCard({ show, onMark, busy }: ContinueWatchingCardProps) {
  const t = useT('library');
  const label = episodeLabel(show.next);
  const airDate = show.next.airDate;
  const upcoming = airDate !== null && airDate > toIsoDate(new Date());
  return (
    <article className="continue-watching__card">
      <Link className={linkClassName()} to={mediaPath({ type: 'tvshow', mediaID: show.mediaID })}>
        {show.title}
      </Link>
      <p className="continue-watching__episode">
        {label}
        {show.next.isNew && !upcoming && <span className="continue-watching__new">{t('continueWatching.new')}</span>}
      </p>
      {upcoming && (
        <p className="continue-watching__meta">
          <time dateTime={airDate}>{t('continueWatching.airs', { date: formatDate(`${airDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) })}</time>
        </p>
      )}
      <Button size="sm" disabled={busy} aria-label={t('continueWatching.markLabel', { episode: label, title: show.title })} onClick={onMark}>
        {t('continueWatching.mark')}
      </Button>
    </article>
  );
}
