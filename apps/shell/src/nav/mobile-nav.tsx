import { useT } from '@shelfmark/i18n';
import { useUserId } from '@shelfmark/session';
import { NavLink } from 'react-router-dom';
import { NavSearch } from '../search/nav-search';
import { useNavItems } from './nav-items';

/** The search bar that sits on top on narrow screens. */
export function MobileSearchBar() {
  return (
    <div className="sm-nav sm-nav--top">
      <NavSearch />
    </div>
  );
}

/** 500 px or less: a bottom bar with the four destinations and Profile; the active one highlighted. */
export function MobileBottomBar() {
  const t = useT('shell');
  const userId = useUserId();
  const items = [...useNavItems(), { to: `/account/${userId}`, key: 'nav.profile', end: false }];
  return (
    <nav className="sm-bottom-bar" aria-label={t('nav.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end={item.end}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
