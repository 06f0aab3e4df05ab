import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect } from 'react';
import type { RemoteName } from './remote-registry';

export function RemoteError({ remote, error, onRetry }: { remote: RemoteName; error: unknown; onRetry: () => void }) {
  const t = useT('shell');
  useEffect(() => {
    console.error(`The ${remote} area failed`, error);
  }, [remote, error]);
  return (
    <section className="sm-remote-error" role="alert" data-remote={remote}>
      <h2>{t('remote.errorTitle')}</h2>
      <p>{t('remote.errorBody')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </section>
  );
}
