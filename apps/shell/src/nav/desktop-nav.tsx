import { useT } from '@shelfmark/i18n';
import { Link, NavLink } from 'react-router-dom';
import { NavSearch } from '../search/nav-search';
import { useNavItems } from './nav-items';
import { ProfileMenu } from './profile-menu';

/** Wider than 500 px: logo, the four destinations, search and the profile menu. */
export function DesktopNav() {
  const t = useT('shell');
  const items = useNavItems();
  return (
    <nav className="sm-nav" aria-label={t('nav.label')}>
      <Link to="/" className="sm-nav__logo" aria-label={t('nav.logo')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{t('productName')}</span>
      </Link>
      <ul className="sm-nav__links">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end={item.end}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <NavSearch />
      <ProfileMenu />
    </nav>
  );
}
