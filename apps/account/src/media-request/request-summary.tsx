import { mediaTypeLabel, type MediaRequestRecord } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';

/** A request's type, title and creator; shared by the user's list and the librarian queue. */
export function RequestSummary({ request }: { request: MediaRequestRecord }) {
  const t = useT('account');
  return (
    <div className="account-request__summary">
      <span className="account-request__type">{mediaTypeLabel(request.type)}</span>
      <strong className="account-request__title">{request.title}</strong>
      {request.creator && <span className="account-request__creator">{t('request.by', { creator: request.creator })}</span>}
    </div>
  );
}
