import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { clearToken } from '@shelfmark/session';
import { reloadAtRoot } from './reload-page';

/** Clears the token, goes to the root and reloads. */
export function SignOutButton() {
  const t = useT('account');
  return (
    <Button
      variant="secondary"
      className="account-page__action"
      onClick={() => {
        clearToken();
        reloadAtRoot();
      }}
    >
      {t('profile.signOut')}
    </Button>
  );
}
