import { ApiError } from '@shelfmark/api-client';
import { IdSchema } from '@shelfmark/contract';
import { InlineError, linkClassName, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Link, useParams } from 'react-router-dom';
import { useImportJob } from '@shelfmark/api-client/imports';
import { ImportJobView } from './import-job-view';

/** /imports/{jobId}: one import, polled while it runs; leaving the page stops the polling. */
export function ImportJobPage() {
  const t = useT('account');
  const parsed = IdSchema.safeParse(Number(useParams()['jobId']));
  return (
    <section className="sm-page account-page">
      <Link to="/imports" className={linkClassName({ variant: 'subtle' })}>
        {t('importJob.back')}
      </Link>
      {parsed.success ? (
        <ImportJobLoader jobId={parsed.data} />
      ) : (
        <>
          <h1>{t('importJob.title')}</h1>
          <InlineError>{t('importJob.notFound')}</InlineError>
        </>
      )}
    </section>
  );
}

function ImportJobLoader({ jobId }: { jobId: number }) {
  const t = useT('account');
  const job = useImportJob(jobId);
  if (job.isPending) {
    return (
      <>
        <h1>{t('importJob.title')}</h1>
        <Loader block label={t('importJob.loading')} />
      </>
    );
  }
  if (job.isError) {
    const notFound = job.error instanceof ApiError && job.error.status === 404;
    return (
      <>
        <h1>{t('importJob.title')}</h1>
        {notFound ? (
          <InlineError>{t('importJob.notFound')}</InlineError>
        ) : (
          <InlineError onRetry={() => void job.refetch()}>{t('importJob.failed')}</InlineError>
        )}
      </>
    );
  }
  return <ImportJobView job={job.data} />;
}
