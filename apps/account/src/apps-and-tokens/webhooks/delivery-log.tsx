import { useDeliveries } from '@shelfmark/api-client/access';
import type { WebhookAttempt } from '@shelfmark/contract';
import { Button, EmptyState, FailureNotice, Loader } from '@shelfmark/design-system';
import { formatDate, formatNumber, useT } from '@shelfmark/i18n';
import { useId } from 'react';

const moment = (dateTime: string) => formatDate(dateTime, { dateStyle: 'medium', timeStyle: 'medium' });

function AttemptRow({ attempt }: { attempt: WebhookAttempt }) {
  const t = useT('account');
  const cell = (label: string) => ({ 'data-label': label });
  return (
    <tr className={`apps-log__row apps-log__row--${attempt.state}`}>
      <td {...cell(t('apps.log.event'))}>
        <code>{attempt.event}</code>
      </td>
      <td {...cell(t('apps.log.state'))}>
        <div>
          <span className={`apps-state apps-state--${attempt.state}`}>{t(`apps.log.states.${attempt.state}`)}</span>
          {attempt.nextAttempt && <span className="apps-log__next">{t('apps.log.nextAttempt', { date: moment(attempt.nextAttempt) })}</span>}
        </div>
      </td>
      <td {...cell(t('apps.log.status'))}>{attempt.statusCode ?? t('apps.log.noAnswer')}</td>
      <td {...cell(t('apps.log.latency'))}>{attempt.latencyMs === null ? '–' : t('apps.log.milliseconds', { value: formatNumber(attempt.latencyMs) })}</td>
      <td {...cell(t('apps.log.attempt'))}>{attempt.attempt}</td>
      <td {...cell(t('apps.log.time'))}>{moment(attempt.at)}</td>
      <td {...cell(t('apps.log.answer'))} className="apps-log__excerpt">
        {attempt.excerpt}
      </td>
    </tr>
  );
}

/** An endpoint's last deliveries, newest first, each attempt a row; Refresh asks again. */
export function DeliveryLog({ webhookID, url, id }: { webhookID: number; url: string; id: string }) {
  const t = useT('account');
  const headingId = useId();
  const log = useDeliveries(webhookID);

  const body = () => {
    if (log.isError) return <FailureNotice error={log.error} action="load" onRetry={() => void log.refetch()} />;
    if (!log.data) return <Loader label={t('apps.log.loading')} />;
    if (log.data.length === 0) return <EmptyState title={t('apps.log.empty')} />;
    return (
      <div className="apps-log__scroll">
        <table className="apps-log__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('apps.log.event')}</th>
              <th scope="col">{t('apps.log.state')}</th>
              <th scope="col">{t('apps.log.status')}</th>
              <th scope="col">{t('apps.log.latency')}</th>
              <th scope="col">{t('apps.log.attempt')}</th>
              <th scope="col">{t('apps.log.time')}</th>
              <th scope="col">{t('apps.log.answer')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((attempt) => (
              <AttemptRow key={`${attempt.messageID}-${attempt.attempt}`} attempt={attempt} />
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section id={id} className="apps-log" aria-labelledby={headingId}>
      <div className="apps-log__head">
        <h5 id={headingId}>{t('apps.log.heading', { url })}</h5>
        <Button variant="secondary" size="sm" loading={log.isFetching} loadingLabel={t('apps.log.loading')} onClick={() => void log.refetch()}>
          {t('apps.log.refresh')}
        </Button>
      </div>
      {body()}
    </section>
  );
}
