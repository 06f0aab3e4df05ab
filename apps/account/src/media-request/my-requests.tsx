import type { MediaRequestRecord } from '@shelfmark/contract';
import { EmptyState, InlineError, Loader } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import { useUserId } from '@shelfmark/session';
import { useMediaRequests } from '@shelfmark/api-client/mediarequests';
import { RequestSummary } from './request-summary';

/** The signed-in user's own requests and their state. */
export function MyRequests() {
  const t = useT('account');
  const userID = useUserId();
  const requests = useMediaRequests('all');
  // Admin and librarian are answered every request; this list is only their own.
  const own = (requests.data ?? []).filter((request: MediaRequestRecord) => request.userID === userID);

  const body = () => {
    if (requests.isPending) return <Loader label={t('myRequests.loading')} />;
    if (requests.isError) return <InlineError onRetry={() => void requests.refetch()}>{t('myRequests.failed')}</InlineError>;
    if (own.length === 0) return <EmptyState title={t('myRequests.empty')} />;
    return (
      <ul className="account-requests">
        {own.map((request) => (
          <li key={request.requestID} className="account-request">
            <RequestSummary request={request} />
            <div className="account-request__meta">
              <span>{t('request.requestedOn', { date: formatDate(request.createdAt) })}</span>
              <span className={`account-status account-status--${request.status}`}>{t(`request.status.${request.status}`)}</span>
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="my-requests-heading" className="account-section">
      <h2 id="my-requests-heading">{t('myRequests.heading')}</h2>
      {body()}
    </section>
  );
}
