import { useRevokeToken } from '@shelfmark/api-client/access';
import type { AccessToken } from '@shelfmark/contract';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { ConfirmDialog } from '@shelfmark/design-system/controls';
import { formatDate, formatDateTime, formatList, useT } from '@shelfmark/i18n';
import { useId, useState } from 'react';

// The expiry is a day in UTC: shown as that day wherever the reader is.
const day = (date: string) => formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** One token: name, scopes, the secret's first characters, dates, last use; Revoke after a confirmation. */
export function TokenRow({ token }: { token: AccessToken }) {
  const t = useT('account');
  const id = useId();
  const revoke = useRevokeToken();
  const [confirming, setConfirming] = useState(false);
  const lastUsed = token.lastUsed
    ? token.lastUsedFrom
      ? t('apps.tokens.lastUsedFrom', { date: formatDateTime(token.lastUsed), address: token.lastUsedFrom })
      : formatDateTime(token.lastUsed)
    : t('apps.tokens.neverUsed');
  return (
    <article className="apps-item" aria-labelledby={id}>
      <div className="apps-item__head">
        <h4 id={id}>{token.name}</h4>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)} loading={revoke.isPending} loadingLabel={t('apps.tokens.revoking')}>
          {t('apps.tokens.revoke')}
        </Button>
      </div>
      <dl className="apps-facts">
        <div>
          <dt>{t('apps.tokens.scopes')}</dt>
          <dd>{formatList(token.scopes.map((scope) => t(`apps.tokens.scope.${scope}`)))}</dd>
        </div>
        <div>
          <dt>{t('apps.tokens.hint')}</dt>
          <dd>
            <code>{token.hint}…</code>
          </dd>
        </div>
        <div>
          <dt>{t('apps.tokens.created')}</dt>
          <dd>{formatDateTime(token.created)}</dd>
        </div>
        <div>
          <dt>{t('apps.tokens.expires')}</dt>
          <dd>{token.expiresAt ? day(token.expiresAt) : t('apps.tokens.never')}</dd>
        </div>
        <div>
          <dt>{t('apps.tokens.lastUsed')}</dt>
          <dd>{lastUsed}</dd>
        </div>
      </dl>
      {revoke.isError && <FailureNotice error={revoke.error} action="remove" />}
      <ConfirmDialog
        open={confirming}
        title={t('apps.tokens.revokeConfirm', { name: token.name })}
        confirmLabel={t('apps.tokens.revoke')}
        cancelLabel={t('apps.tokens.cancel')}
        onConfirm={() => {
          setConfirming(false);
          revoke.mutate(token.tokenID);
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('apps.tokens.revokeWarning')}</p>
      </ConfirmDialog>
    </article>
  );
}
