import { useMediaRequests } from '@shelfmark/api-client/mediarequests';
import { REQUEST_QUEUE_PATH } from '@shelfmark/contract';
import { linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useCanEditMedia } from '@shelfmark/session';
import { Link } from 'react-router-dom';

/** Admin and librarian, on their own profile (a phone's way to the queue): the open media requests and how many. */
export function RequestQueueLink() {
  const t = useT('account');
  const staff = useCanEditMedia();
  const requests = useMediaRequests('open', staff);
  if (!staff) return null;
  return (
    <nav aria-labelledby="staff-links-heading" className="account-section">
      <h2 id="staff-links-heading">{t('staffLinks.heading')}</h2>
      <ul className="account-links">
        <li>
          <Link to={REQUEST_QUEUE_PATH} className={linkClassName()}>
            {requests.data ? t('staffLinks.requestsCount', { count: requests.data.length }) : t('staffLinks.requests')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
