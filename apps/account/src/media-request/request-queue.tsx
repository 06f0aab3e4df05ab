import { Button, EmptyState, InlineError, linkClassName, Loader } from '@shelfmark/design-system';
import { addMediaPath, REQUEST_QUEUE_ID } from '@shelfmark/contract';
import { formatDate, useT } from '@shelfmark/i18n';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCloseMediaRequest, useMediaRequests } from '@shelfmark/api-client/mediarequests';
import { RequestSummary } from './request-summary';

/**
 * Admin and librarian: every open request, to add to the catalogue and mark done, or decline.
 * The profile menu's link (#request-queue) brings it into view once it has loaded.
 */
export function RequestQueue() {
  const t = useT('account');
  const requests = useMediaRequests('open');
  const close = useCloseMediaRequest();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const loaded = !requests.isPending;
  useEffect(() => {
    if (loaded && hash === `#${REQUEST_QUEUE_ID}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const body = () => {
    if (requests.isPending) return <Loader label={t('queue.loading')} />;
    if (requests.isError) return <InlineError onRetry={() => void requests.refetch()}>{t('queue.failed')}</InlineError>;
    if (requests.data.length === 0) return <EmptyState title={t('queue.empty')} />;
    return (
      <ul className="account-requests">
        {requests.data.map((request) => {
          const closing = close.isPending && close.variables.requestID === request.requestID;
          return (
            <li key={request.requestID} className="account-request" aria-label={request.title}>
              <RequestSummary request={request} />
              <p className="account-request__meta">
                {t('queue.requestedBy', { username: request.username, date: formatDate(request.createdAt) })}
              </p>
              {request.details && <p className="account-request__details">{request.details}</p>}
              <div className="account-request__actions">
                <Link to={addMediaPath({ type: request.type, title: request.title, creator: request.creator ?? undefined })} className={linkClassName()}>
                  {t('queue.addMedia')}
                </Link>
                <Button size="sm" loading={closing} onClick={() => close.mutate({ requestID: request.requestID, status: 'done' })}>
                  {t('queue.markDone')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={closing}
                  onClick={() => close.mutate({ requestID: request.requestID, status: 'declined' })}
                >
                  {t('queue.decline')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section ref={sectionRef} id={REQUEST_QUEUE_ID} aria-labelledby="request-queue-heading" className="account-section">
      <h2 id="request-queue-heading">{t('queue.heading')}</h2>
      {close.isError && <InlineError>{t('queue.closeFailed')}</InlineError>}
      {body()}
    </section>
  );
}
