import type { ShareLink } from '@shelfmark/contract';
import { useRevokeShare } from '@shelfmark/api-client/shares';
import { Button, InlineError, linkClassName } from '@shelfmark/design-system';
import { ConfirmDialog, CopyField } from '@shelfmark/design-system/controls';
import { formatDateTime, useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { useShareLabels } from './share-labels';


/** One link: what it shows, its address to copy or open, when it was made and last opened, Revoke. */
export function ShareRow({ link }: { link: ShareLink }) {
  const t = useT('library');
  const labels = useShareLabels();
  const revoke = useRevokeShare();
  const [confirming, setConfirming] = useState(false);
  const name = labels.name(link);
  return (
    <article className="shares__link" aria-label={name}>
      <h3>{name}</h3>
      <p className="shares__meta">{labels.shows(link)}</p>
      <CopyField label={t('shares.address')} value={link.url} copyLabel={t('shares.copy')} copiedText={t('shares.copied')} failedText={t('shares.copyFailed')} />
      <p className="shares__meta">
        {t('shares.created_on', { date: formatDateTime(link.createdAt) })} ·{' '}
        {link.lastOpenedAt ? t('shares.lastOpened', { date: formatDateTime(link.lastOpenedAt), count: link.openCount }) : t('shares.neverOpened')}
      </p>
      <div className="shares__actions">
        <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClassName()}>
          {t('shares.open')}
        </a>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)} loading={revoke.isPending} loadingLabel={t('shares.revoking')}>
          {t('shares.revoke')}
        </Button>
      </div>
      {revoke.isError && <InlineError>{t('shares.revokeFailed')}</InlineError>}
      <ConfirmDialog
        open={confirming}
        title={t('shares.revokeConfirm')}
        confirmLabel={t('shares.revoke')}
        cancelLabel={t('shares.cancel')}
        onConfirm={() => {
          setConfirming(false);
          revoke.mutate(link.id);
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('shares.revokeWarning')}</p>
      </ConfirmDialog>
    </article>
  );
}
