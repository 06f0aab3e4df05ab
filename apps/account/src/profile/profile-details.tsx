import { ApiError } from '@shelfmark/api-client';
import { useUser } from '@shelfmark/api-client/users';
import { InlineError, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

/**
 * One user's profile. The email shows only on the viewer's own profile; the admin, who may
 * open anyone's, sees the username and role.
 */
export function ProfileDetails({ userId, own }: { userId: number; own: boolean }) {
  const t = useT('account');
  const user = useUser(userId);
  if (user.isPending) return <Loader block label={t('profile.loading')} />;
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 404) return <InlineError>{t('profile.notFound')}</InlineError>;
    return <InlineError onRetry={() => void user.refetch()}>{t('profile.failed')}</InlineError>;
  }
  return (
    <dl className="account-profile">
      <dt>{t('profile.username')}</dt>
      <dd>{user.data.username}</dd>
      {own ? (
        <>
          <dt>{t('profile.email')}</dt>
          <dd>{user.data.email}</dd>
        </>
      ) : (
        <>
          <dt>{t('profile.role')}</dt>
          <dd>{t(`profile.roles.${user.data.role}`)}</dd>
        </>
      )}
    </dl>
  );
}
