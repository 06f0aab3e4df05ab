import { Button, useOnline } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useSyncExternalStore } from 'react';
import type { RefusedChanges } from './refused-changes';
import './offline-status.css';
import './offline-messages';

/**
 * The notice while there is no connection, and the changes made offline that the server
 * refused once they were sent, each until the user dismisses it.
 */
export function OfflineStatus({ refused }: { refused: RefusedChanges }) {
  const t = useT('shell');
  const online = useOnline();
  const changes = useSyncExternalStore(refused.subscribe, refused.list);
  if (online && changes.length === 0) return null;
  return (
    <div className="sm-offline">
      {!online && (
        <p className="sm-offline__notice" role="status">
          {t('offline.notice')}
        </p>
      )}
      {changes.length > 0 && (
        <section className="sm-offline__refused" role="alert" aria-label={t('offline.refusedTitle')}>
          <h2 className="sm-offline__title">{t('offline.refusedTitle')}</h2>
          <ul>
            {changes.map((change) => (
              <li key={change.id}>
                <span>{change.message}</span>
                <Button variant="secondary" size="sm" onClick={() => refused.dismiss(change.id)}>
                  {t('offline.dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
