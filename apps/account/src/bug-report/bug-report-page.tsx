import { EXTERNAL_LINKS } from '@shelfmark/contract';
import { Button, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { BugReportForm } from './bug-report-form';

export function BugReportPage() {
  const t = useT('account');
  const [sent, setSent] = useState(false);
  return (
    <section className="sm-page account-page">
      <h1>{t('bugReport.title')}</h1>
      {sent ? (
        <div role="status" className="account-confirmation">
          <p>{t('bugReport.sent')}</p>
          <Button variant="secondary" onClick={() => setSent(false)}>
            {t('bugReport.another')}
          </Button>
        </div>
      ) : (
        <>
          <p className="account-page__intro">{t('bugReport.intro')}</p>
          <BugReportForm onSent={() => setSent(true)} />
        </>
      )}
      <p className="account-page__alternative">
        {t('bugReport.alternative')}{' '}
        <a href={EXTERNAL_LINKS.issueTracker} target="_blank" rel="noopener noreferrer" className={linkClassName()}>
          {t('bugReport.trackerLink')}
          <span className="sm-visually-hidden"> {t('bugReport.newTab')}</span>
        </a>
      </p>
    </section>
  );
}
