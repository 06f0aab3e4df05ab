import { endCurrentSession } from '@shelfmark/api-client/sessions';
import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { clearToken } from '@shelfmark/session';
import { reloadAtRoot } from './reload-page';

/** Ends the session on the server, clears the token, goes to the root and reloads. */
export function SignOutButton() {
  const t = useT('account');
  return (
    <Button
      variant="secondary"
      className="account-page__action"
      onClick={() => {
        endCurrentSession();
        clearToken();
        reloadAtRoot();
      }}
    >
      {t('profile.signOut')}
    </Button>
  );
}
