import { usePatchEntry } from '@shelfmark/api-client/usermedias';
import { statusLabel, type ContinueWatchingItem } from '@shelfmark/contract';
import { Button, InlineError } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import './continue-watching-messages';

/** After Continue watching marked a show's last episode: "Mark as Seen", the status change to read, offered and never done without asking. */
export function SeenOffer({ show, onDone }: { show: ContinueWatchingItem; onDone: () => void }) {
  const t = useT('library');
  const patch = usePatchEntry();
  return (
    <div className="continue-watching__offer" role="status">
      <p>{t('continueWatching.allWatched', { title: show.title })}</p>
      <Button size="sm" loading={patch.isPending} onClick={() => patch.mutate({ entry: show, patch: { status: 'read' } }, { onSuccess: onDone })}>
        {t('continueWatching.markAs', { status: statusLabel('tvshow', 'read') })}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        {t('continueWatching.notNow')}
      </Button>
      {patch.isError && <InlineError>{t('continueWatching.seenFailed')}</InlineError>}
    </div>
  );
}
