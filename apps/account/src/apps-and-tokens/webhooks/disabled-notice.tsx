import type { WebhookEndpoint } from '@shelfmark/contract';
import { AlertIcon, Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

interface DisabledNoticeProps {
  endpoint: WebhookEndpoint;
  reenabling: boolean;
  onReenable: () => void;
}

/** Why deliveries stopped (after too many failures in a row), in plain sight, with Re-enable. */
export function DisabledNotice({ endpoint, reenabling, onReenable }: DisabledNoticeProps) {
  const t = useT('account');
  return (
    <div className="apps-disabled">
      <AlertIcon className="apps-disabled__icon" />
      <div className="apps-disabled__text">
        <p>
          <strong>{t('apps.webhooks.disabledTitle')}</strong>
        </p>
        {endpoint.disabledReason && <p>{endpoint.disabledReason}</p>}
        {endpoint.failuresInARow > 0 && <p>{t('apps.webhooks.failures', { count: endpoint.failuresInARow })}</p>}
      </div>
      <Button size="sm" loading={reenabling} loadingLabel={t('apps.webhooks.reenabling')} onClick={onReenable}>
        {t('apps.webhooks.reenable')}
      </Button>
    </div>
  );
}
