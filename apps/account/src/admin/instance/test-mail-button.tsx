import { useSendTestMail } from '@shelfmark/api-client/admin';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

/** Mails the admin at their own address, and says where it went (or that it waits in the outbox). */
export function TestMailButton() {
  const t = useT('account');
  const send = useSendTestMail();
  const sent = send.data;
  return (
    <div className="admin-facts__action">
      <Button variant="secondary" size="sm" loading={send.isPending} loadingLabel={t('admin.instance.sendingTestMail')} onClick={() => send.mutate()}>
        {t('admin.instance.sendTestMail')}
      </Button>
      <p role="status" className="account-page__intro">
        {sent ? t(sent.mailConfigured ? 'admin.instance.testMailSent' : 'admin.instance.testMailKept', { to: sent.to }) : ''}
      </p>
      {send.isError && <FailureNotice error={send.error} action="save" />}
    </div>
  );
}
