import { IdSchema } from '@shelfmark/contract';
import { InlineError, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useIsAdmin, useUserId } from '@shelfmark/session';
import { Link, useParams } from 'react-router-dom';
import { YourDataSection } from './your-data/your-data-section';
import { AdminLink } from './admin-link';
import { AppsLink } from './apps-link';
import { LanguageChoice } from './language/language-choice';
import { ProfileDetails } from './profile-details';
import { ReleaseRemindersSection } from './release-reminders/release-reminders-section';
import { RequestQueueLink } from './request-queue-link';
import { SignOutButton } from './sign-out-button';
import { SignedInBrowsers } from './signed-in-browsers/signed-in-browsers';
import { TwoFactorSection } from './two-factor/two-factor-section';
import { YourYearLinks } from './your-year-links';
import { YourAccountSection } from './your-account/your-account-section';

/**
 * /account/{id}. Only the admin may read another user's profile from the API (any other
 * viewer's 403 would sign them out), so others get a notice and a link to their own.
 */
export function ProfilePage() {
  const t = useT('account');
  const viewerId = useUserId();
  const isAdmin = useIsAdmin();
  const parsed = IdSchema.safeParse(Number(useParams()['id']));
  const userId = parsed.success ? parsed.data : null;
  const own = userId !== null && userId === viewerId;

  const body = () => {
    if (userId === null) return <InlineError>{t('profile.notFound')}</InlineError>;
    if (own || isAdmin) return <ProfileDetails userId={userId} own={own} />;
    return (
      <div className="account-confirmation">
        <p>{t('profile.private')}</p>
        {viewerId !== null && (
          <Link to={`/account/${viewerId}`} className={linkClassName()}>
            {t('profile.ownProfile')}
          </Link>
        )}
      </div>
    );
  };

  return (
    <section className="sm-page account-page account-page--narrow">
      <h1>{t('profile.title')}</h1>
      {body()}
      <SignOutButton />
      {own && <LanguageChoice />}
      {own && <YourYearLinks />}
      {own && <RequestQueueLink />}
      {own && <YourDataSection />}
      {own && <ReleaseRemindersSection />}
      {own && <SignedInBrowsers />}
      {own && <TwoFactorSection />}
      {own && <AppsLink />}
      {own && <YourAccountSection userId={userId} />}
      {own && <AdminLink />}
    </section>
  );
}
