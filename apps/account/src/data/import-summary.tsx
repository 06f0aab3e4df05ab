import type { ImportCounts } from '@shelfmark/contract';
import { formatNumber, useT } from '@shelfmark/i18n';

const COUNTS: (keyof ImportCounts)[] = ['imported', 'matched', 'created', 'skipped', 'failed', 'review'];

/** Where every row went: imported (matched or created), skipped, failed, waiting for review. */
export function ImportSummary({ counts }: { counts: ImportCounts }) {
  const t = useT('account');
  return (
    <section aria-labelledby="import-summary-heading" className="account-section">
      <h2 id="import-summary-heading">{t('importJob.summaryHeading')}</h2>
      <dl className="account-import-counts">
        {COUNTS.map((name) => (
          <div key={name} className={`account-import-count account-import-count--${name}`}>
            <dt>{t(`importJob.counts.${name}`)}</dt>
            <dd>{formatNumber(counts[name])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
