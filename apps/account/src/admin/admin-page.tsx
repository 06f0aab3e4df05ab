import { useCanEditMedia, useIsAdmin } from '@shelfmark/session';
import { useT } from '@shelfmark/i18n';
import { RequestQueueLink } from '../profile/request-queue-link';
import './admin-messages';
import { InstanceSection } from './instance/instance-section';
import { RegistrationSection } from './registration/registration-section';
import { ReleasesSection } from './releases/releases-section';
import { UsersSection } from './users/users-section';
import './admin-page.css';

/**
 * /admin: for the admin, the instance's users, registration and facts; for a librarian, only the
 * media-request queue (ADR 0037). No admin call is made for anyone else: a 403 would sign them out.
 */
export function AdminPage() {
  const t = useT('account');
  const isAdmin = useIsAdmin();
  const staff = useCanEditMedia();
  return (
    <div className="sm-page account-page admin-page">
      <header className="admin-page__header">
        <h1>{t('admin.title')}</h1>
        <p className="account-page__intro">{isAdmin ? t('admin.intro') : staff ? t('admin.staffIntro') : t('admin.notAllowed')}</p>
      </header>
      <RequestQueueLink />
      {isAdmin && (
        <>
          <UsersSection />
          <RegistrationSection />
          <InstanceSection />
          <ReleasesSection />
        </>
      )}
    </div>
  );
}
