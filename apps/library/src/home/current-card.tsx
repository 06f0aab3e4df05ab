import { useFinishReading } from '@shelfmark/api-client/usermedias';
import type { UserMediaSummary } from '@shelfmark/contract';
import { Button, InlineError, MediaCard, ProgressBar } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { entryFields } from '../shared/entry-fields';
import { renderRouterLink } from '../shared/render-router-link';
import { ProgressForm } from './progress-form';

/**
 * A currently-reading card: progress bar and updater, Mark Done and Mark DNF. An item
 * without pages (numPages 0) gets the simplified card with only the two buttons.
 */
export function CurrentCard({ entry }: { entry: UserMediaSummary }) {
  const t = useT('library');
  const fields = entryFields(entry);
  const finish = useFinishReading();
  const numPages = entry.media.numPages ?? 0;
  const tracksProgress = numPages > 0 && entry.status === 'currentlyReading';
  return (
    <MediaCard
      layout="row"
      className="library-current__card"
      title={fields.title}
      href={fields.href}
      renderLink={renderRouterLink}
      coverSrc={fields.coverSrc}
      coverFace={fields.coverFace}
      medium={fields.medium}
      series={fields.series}
      creators={fields.creators}
    >
      {tracksProgress && (
        <>
          <ProgressBar value={entry.progress} max={numPages} label={t('card.progressBar', { title: fields.title })} />
          <ProgressForm entry={entry} numPages={numPages} />
        </>
      )}
      <div className="library-current__actions" role="group" aria-label={t('card.actionsFor', { title: fields.title })}>
        <Button size="sm" disabled={finish.isPending} onClick={() => finish.mutate({ entry, status: 'read' })}>
          {t('card.markDone')}
        </Button>
        <Button size="sm" variant="secondary" disabled={finish.isPending} onClick={() => finish.mutate({ entry, status: 'DNF' })}>
          {t('card.markDnf')}
        </Button>
      </div>
      {finish.error && <InlineError>{finish.error.message}</InlineError>}
    </MediaCard>
  );
}
