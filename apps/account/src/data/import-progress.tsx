import type { ImportJob } from '@shelfmark/contract';
import { ProgressBar } from '@shelfmark/design-system';
import { formatNumber, useT } from '@shelfmark/i18n';
import { isImportActive } from '../api/get-import';

/** Screen readers hear the progress in steps of this many percent, not every second's count. */
const ANNOUNCE_STEP_PERCENT = 10;

/** The bar with a live count; a polite live region announces each step and the outcome. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const t = useT('account');
  const percent = job.total > 0 ? Math.floor((job.processed / job.total) * 100) : 0;
  const count = t('importJob.progressCount', { processed: formatNumber(job.processed), total: formatNumber(job.total) });

  const announcement = () => {
    if (job.status === 'queued') return t('importJob.announce.queued');
    if (job.status === 'running') {
      const step = Math.floor(percent / ANNOUNCE_STEP_PERCENT) * ANNOUNCE_STEP_PERCENT;
      return job.total > 0 ? t('importJob.announce.running', { percent: step }) : t('importJob.announce.reading');
    }
    return t(`importJob.announce.${job.status}`, { count: job.counts.review });
  };

  return (
    <div className="account-import-progress">
      <ProgressBar
        value={job.status === 'done' ? Math.max(job.total, 1) : job.processed}
        max={job.status === 'done' ? Math.max(job.total, 1) : job.total}
        label={t('importJob.progressLabel')}
        valueText={job.total > 0 ? `${percent}%` : undefined}
      />
      <p className="account-import-progress__count">
        {isImportActive(job) && job.total === 0 ? t('importJob.reading') : count}
      </p>
      <p role="status" aria-live="polite" className="sm-visually-hidden">
        {announcement()}
      </p>
    </div>
  );
}
