import { useUser } from '@shelfmark/api-client/users';
import { useT } from '@shelfmark/i18n';
import { ChangeEmail } from './change-email';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import './your-account.css';

/** "Your account" on the user's own profile: change the email or the password, or delete the account. */
export function YourAccountSection({ userId }: { userId: number }) {
  const t = useT('account');
  // The profile details above have loaded the same user already.
  const user = useUser(userId);
  return (
    <section aria-labelledby="your-account-heading" className="account-section">
      <h2 id="your-account-heading">{t('yourAccount.heading')}</h2>
      <ChangeEmail />
      <ChangePassword />
      {user.data && <DeleteAccount username={user.data.username} />}
    </section>
  );
}
