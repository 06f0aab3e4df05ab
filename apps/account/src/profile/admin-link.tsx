import { ROUTES } from '@shelfmark/contract';
import { linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useCanEditMedia, useIsAdmin } from '@shelfmark/session';
import { Link } from 'react-router-dom';

/** Admin and librarian, on their own profile: the way to the admin screen (ADR 0037). */
export function AdminLink() {
  const t = useT('account');
  const staff = useCanEditMedia();
  const isAdmin = useIsAdmin();
  if (!staff) return null;
  return (
    <nav aria-labelledby="admin-link-heading" className="account-section">
      <h2 id="admin-link-heading">{t('adminLink.heading')}</h2>
      <p>
        <Link to={ROUTES.admin.path} className={linkClassName()}>
          {t('adminLink.link')}
        </Link>
        <span className="account-page__intro"> {isAdmin ? t('adminLink.adminHint') : t('adminLink.librarianHint')}</span>
      </p>
    </nav>
  );
}
