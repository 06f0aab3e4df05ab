import { Menu } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useUserId } from '@shelfmark/session';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../session/sign-out';

export function ProfileMenu() {
  const t = useT('shell');
  const navigate = useNavigate();
  const userId = useUserId();
  return (
    <Menu
      align="end"
      trigger={t('profileMenu.label')}
      triggerClassName="sm-nav__profile"
      items={[
        { key: 'account', label: t('profileMenu.account') },
        { key: 'signOut', label: t('profileMenu.signOut') },
      ]}
      onSelect={(key) => (key === 'account' ? navigate(`/account/${userId}`) : signOut())}
    />
  );
}
