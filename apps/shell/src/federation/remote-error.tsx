import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect } from 'react';
import { IncompatibleRemoteError } from './compatibility-gate';
import type { RemoteName } from './remote-registry';

/** Whether the load failed because the remote's version does not fit the shell, not the network. */
const refusedAsIncompatible = (error: unknown) => error instanceof Error && error.cause instanceof IncompatibleRemoteError;

export function RemoteError({ remote, error, onRetry }: { remote: RemoteName; error: unknown; onRetry: () => void }) {
  const t = useT('shell');
  useEffect(() => {
    console.error(`The ${remote} area failed`, error);
  }, [remote, error]);
  return (
    <section className="sm-remote-error" role="alert" data-remote={remote}>
      <h2>{t('remote.errorTitle')}</h2>
      <p>{t(refusedAsIncompatible(error) ? 'remote.incompatibleBody' : 'remote.errorBody')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </section>
  );
}
