import { useContinueWatching, useMarkNextWatched } from '@shelfmark/api-client/episodes';
import { InlineError } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId } from 'react';
import { ContinueWatchingCard } from './continue-watching-card';
import './continue-watching.css';

/**
 * Continue watching: each show in progress with its next episode, the last watched first, and
 * one click to mark it watched. Drawn only when there is a show to continue.
 */
export function ContinueWatching() {
  const t = useT('library');
  const headingId = useId();
  const shows = useContinueWatching();
  const markNext = useMarkNextWatched();
  if (shows.isError) return <InlineError onRetry={() => void shows.refetch()}>{t('continueWatching.loadFailed')}</InlineError>;
  if (!shows.data || shows.data.length === 0) return null;
  return (
    <section className="library-home__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('continueWatching.title')}</h2>
      {markNext.isError && <InlineError>{t('continueWatching.markFailed')}</InlineError>}
      <ul className="continue-watching">
        {shows.data.map((show) => (
          <li key={show.usermediaID}>
            <ContinueWatchingCard show={show} onMark={() => markNext.mutate(show)} busy={markNext.isPending && markNext.variables?.usermediaID === show.usermediaID} />
          </li>
        ))}
      </ul>
    </section>
  );
}
