import { usePatchEntry } from '@shelfmark/api-client/usermedias';
import { statusLabel, type MediaType, type UserMedia } from '@shelfmark/contract';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import type { WatchKind } from './watch-kind';

interface SeenOfferProps {
  type: MediaType;
  kind: WatchKind;
  item: UserMedia;
  onDone: () => void;
}

/**
 * After the last episode (song) is marked: "Mark as Seen" (Listened, …), the status menu's own
 * change to read, which ends the reading. Offered, never done without asking.
 */
export function SeenOffer({ type, kind, item, onDone }: SeenOfferProps) {
  const t = useT('media');
  const patch = usePatchEntry();
  return (
    <div className="submedia__offer" role="status">
      <p>{t(`submedia.${kind}.allDone`)}</p>
      <div className="media-detail__actions">
        <Button size="sm" loading={patch.isPending} onClick={() => patch.mutate({ entry: item, patch: { status: 'read' } }, { onSuccess: onDone })}>
          {t('submedia.markAs', { status: statusLabel(type, 'read') })}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('submedia.notNow')}
        </Button>
      </div>
      {patch.error && <FailureNotice error={patch.error} action="save" />}
    </div>
  );
}
