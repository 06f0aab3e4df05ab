import type { ImportJob } from '@shelfmark/contract';
import { ProgressBar } from '@shelfmark/design-system';
import { formatNumber, useT } from '@shelfmark/i18n';
import { isImportActive } from '@shelfmark/api-client/imports';
import { timeLeft } from './time-left';

/** Screen readers hear the progress in steps of this many percent, not every second's count. */
const ANNOUNCE_STEP_PERCENT = 10;

/** The server's pace and estimate in words: 'About 2 minutes left · 240 rows a second'. */
function JobPace({ job }: { job: ImportJob }) {
  const t = useT('account');
  if (job.status !== 'running' || job.total === 0) return null;
  if (job.estimatedSecondsLeft === null || job.rowsPerSecond === null) {
    return <p className="account-import-progress__pace">{t('importJob.estimating')}</p>;
  }
  const left = timeLeft(job.estimatedSecondsLeft);
  const time = formatNumber(left.value, { style: 'unit', unit: left.unit, unitDisplay: 'long' });
  const rate = formatNumber(job.rowsPerSecond, { maximumFractionDigits: job.rowsPerSecond < 10 ? 1 : 0 });
  return (
    <p className="account-import-progress__pace">
      <span>{t('importJob.timeLeft', { time })}</span> · <span>{t('importJob.pace', { rate })}</span>
    </p>
  );
}

/** The bar with a live count and the time left; a polite live region announces each step and the outcome. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const t = useT('account');
  const percent = job.total > 0 ? Math.floor((job.processed / job.total) * 100) : 0;
  const count = t('importJob.progressCount', { processed: formatNumber(job.processed), total: formatNumber(job.total) });
  const finished = job.status === 'done';

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
        value={finished ? Math.max(job.total, 1) : job.processed}
        max={finished ? Math.max(job.total, 1) : job.total}
        label={t('importJob.progressLabel')}
        valueText={job.total > 0 ? `${percent}%` : undefined}
      />
      <div className="account-import-progress__text">
        <p className="account-import-progress__count">{isImportActive(job) && job.total === 0 ? t('importJob.reading') : count}</p>
        <JobPace job={job} />
      </div>
      <p role="status" aria-live="polite" className="sm-visually-hidden">
        {announcement()}
      </p>
    </div>
  );
}
