import { ROUTES } from '@shelfmark/contract';
import { Menu } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useUserId } from '@shelfmark/session';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../session/sign-out';

/** Where a menu item leads; the year in review opens on the current year. */
function menuPath(key: string, userId: number | null): string {
  if (key === 'stats') return ROUTES.stats.path;
  if (key === 'yearReview') return `/year/${new Date().getFullYear()}`;
  if (key === 'calendar') return ROUTES.calendar.path;
  if (key === 'shares') return ROUTES.shares.path;
  return `/account/${userId}`;
}

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
        { key: 'stats', label: t('profileMenu.stats') },
        { key: 'yearReview', label: t('profileMenu.yearReview') },
        { key: 'calendar', label: t('profileMenu.calendar') },
        { key: 'shares', label: t('profileMenu.shares') },
        { key: 'signOut', label: t('profileMenu.signOut') },
      ]}
      onSelect={(key) => (key === 'signOut' ? signOut() : navigate(menuPath(key, userId)))}
    />
  );
}
