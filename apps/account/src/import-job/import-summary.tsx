import type { ImportCounts, ImportJob } from '@shelfmark/contract';
import { formatNumber, useT } from '@shelfmark/i18n';

const COUNTS: (keyof ImportCounts)[] = ['imported', 'matched', 'created', 'skipped', 'failed', 'review'];

/**
 * Where every row went: imported (matched or created), skipped, failed, waiting for review;
 * and what the server says of the whole file, e.g. that quarter-star ratings were rounded.
 */
export function ImportSummary({ job }: { job: ImportJob }) {
  const t = useT('account');
  return (
    <section aria-labelledby="import-summary-heading" className="account-section">
      <h2 id="import-summary-heading">{t('importJob.summaryHeading')}</h2>
      {job.status === 'undone' && <p className="account-page__intro">{t('importJob.summaryUndone')}</p>}
      <dl className="account-import-counts">
        {COUNTS.map((name) => (
          <div key={name} className={`account-import-count account-import-count--${name}`}>
            <dt>{t(`importJob.counts.${name}`)}</dt>
            <dd>{formatNumber(job.counts[name])}</dd>
          </div>
        ))}
      </dl>
      {job.notices.length > 0 && (
        <div className="account-import-notices">
          <p id="import-notices-heading">{t('importJob.notices')}</p>
          <ul aria-labelledby="import-notices-heading">
            {job.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
