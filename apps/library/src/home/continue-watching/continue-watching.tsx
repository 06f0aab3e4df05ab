import { useContinueWatching, useMarkNextWatched } from '@shelfmark/api-client/episodes';
import type { ContinueWatchingItem } from '@shelfmark/contract';
import { InlineError } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId, useState } from 'react';
import { ContinueWatchingCard } from './continue-watching-card';
import { SeenOffer } from './seen-offer';
import './continue-watching.css';
import './continue-watching-messages';

/**
 * Continue watching: each show in progress with its next episode, the last watched first, and
 * one click to mark it watched. Drawn only when there is a show to continue, or when the last
 * episode of one was just marked: then marking it Seen is offered.
 */
export function ContinueWatching() {
  const t = useT('library');
  const headingId = useId();
  const shows = useContinueWatching();
  const markNext = useMarkNextWatched();
  const [finished, setFinished] = useState<ContinueWatchingItem | null>(null);
  if (shows.isError) return <InlineError onRetry={() => void shows.refetch()}>{t('continueWatching.loadFailed')}</InlineError>;
  const rows = shows.data ?? [];
  if (rows.length === 0 && !finished) return null;
  const mark = (show: ContinueWatchingItem) =>
    markNext.mutate(show, { onSuccess: (result) => setFinished(result.allWatched && result.status !== 'read' ? show : null) });
  return (
    <section className="library-home__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('continueWatching.title')}</h2>
      {markNext.isError && <InlineError>{t('continueWatching.markFailed')}</InlineError>}
      {finished && <SeenOffer key={finished.usermediaID} show={finished} onDone={() => setFinished(null)} />}
      {rows.length > 0 && (
        <ul className="continue-watching">
          {rows.map((show) => (
            <li key={show.usermediaID}>
              <ContinueWatchingCard show={show} onMark={() => mark(show)} busy={markNext.isPending && markNext.variables?.usermediaID === show.usermediaID} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
