import { useInstanceFacts } from '@shelfmark/api-client/admin';
import type { InstanceFacts } from '@shelfmark/contract';
import { FailureNotice, Loader } from '@shelfmark/design-system';
import { formatList, useT } from '@shelfmark/i18n';
import { BackupFacts } from './backup-facts';
import { TestMailButton } from './test-mail-button';

function Facts({ facts }: { facts: InstanceFacts }) {
  const t = useT('account');
  const services = facts.lookupEnabled
    ? formatList(facts.metadataServices.map(({ label, configured }) => t(configured ? 'admin.instance.serviceOn' : 'admin.instance.serviceOff', { label })))
    : t('admin.instance.lookupOff');
  return (
    <dl className="admin-facts">
      <dt>{t('admin.instance.version')}</dt>
      <dd>{facts.version}</dd>
      <dt>{t('admin.instance.database')}</dt>
      <dd>{t(`admin.instance.databases.${facts.database}`)}</dd>
      <dt>{t('admin.instance.coverStore')}</dt>
      <dd>{t(`admin.instance.coverStores.${facts.coverStore}`)}</dd>
      <dt>{t('admin.instance.mail')}</dt>
      <dd>
        <p>{facts.mailConfigured ? t('admin.instance.mailConfigured') : t('admin.instance.mailNotConfigured')}</p>
        <TestMailButton />
      </dd>
      <dt>{t('admin.instance.services')}</dt>
      <dd>{services}</dd>
      <dt>{t('admin.instance.lastBackup')}</dt>
      <dd>
        <BackupFacts last={facts.lastBackup} />
      </dd>
    </dl>
  );
}

/** What this installation runs on, whether it can send mail (with a test), and its newest backup. */
export function InstanceSection() {
  const t = useT('account');
  const facts = useInstanceFacts();
  return (
    <section aria-labelledby="admin-instance-heading" className="account-section admin-section">
      <h2 id="admin-instance-heading">{t('admin.instance.heading')}</h2>
      {facts.isError && <FailureNotice error={facts.error} action="load" onRetry={() => void facts.refetch()} />}
      {!facts.isError && (facts.data ? <Facts facts={facts.data} /> : <Loader label={t('admin.instance.loading')} />)}
    </section>
  );
}
