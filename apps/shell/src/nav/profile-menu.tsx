import { useMediaRequests } from '@shelfmark/api-client/mediarequests';
import { REQUEST_QUEUE_PATH, ROUTES } from '@shelfmark/contract';
import { Menu, type MenuItem } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useCanEditMedia, useUserId } from '@shelfmark/session';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../session/sign-out';

/** Where a menu item leads; the year in review opens on the current year. */
function menuPath(key: string, userId: number | null): string {
  if (key === 'stats') return ROUTES.stats.path;
  if (key === 'yearReview') return `/year/${new Date().getFullYear()}`;
  if (key === 'calendar') return ROUTES.calendar.path;
  if (key === 'shares') return ROUTES.shares.path;
  if (key === 'requests') return REQUEST_QUEUE_PATH;
  return `/account/${userId}`;
}

/**
 * The nav bar's profile menu. Admin and librarian also find the open media requests there, with
 * their count, asked for when the menu first opens (not on every page load).
 */
export function ProfileMenu() {
  const t = useT('shell');
  const navigate = useNavigate();
  const userId = useUserId();
  const staff = useCanEditMedia();
  const [opened, setOpened] = useState(false);
  const requests = useMediaRequests('open', staff && opened);
  const staffItems: MenuItem[] = staff
    ? [{ key: 'requests', label: requests.data ? t('profileMenu.requestsCount', { count: requests.data.length }) : t('profileMenu.requests') }]
    : [];
  return (
    <Menu
      align="end"
      trigger={t('profileMenu.label')}
      triggerClassName="sm-nav__profile"
      onOpen={() => setOpened(true)}
      items={[
        { key: 'account', label: t('profileMenu.account') },
        { key: 'stats', label: t('profileMenu.stats') },
        { key: 'yearReview', label: t('profileMenu.yearReview') },
        { key: 'calendar', label: t('profileMenu.calendar') },
        { key: 'shares', label: t('profileMenu.shares') },
        ...staffItems,
        { key: 'signOut', label: t('profileMenu.signOut') },
      ]}
      onSelect={(key) => (key === 'signOut' ? signOut() : navigate(menuPath(key, userId)))}
    />
  );
}
