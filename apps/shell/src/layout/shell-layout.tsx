import { useT } from '@shelfmark/i18n';
import { Link, NavLink } from 'react-router-dom';
import { ShellRoutes } from '../routing/shell-routes';
import './shell-layout.css';

const navItems = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/library?page=1&library=read&type=0&genre=0', key: 'nav.library', end: false },
  { to: '/tags', key: 'nav.tags', end: false },
  { to: '/catalog', key: 'nav.catalog', end: false },
] as const;

export function ShellLayout() {
  const t = useT('shell');
  return (
    <div className="sm-shell">
      <header className="sm-shell__header">
        <nav className="sm-shell__nav" aria-label={t('nav.label')}>
          <Link to="/" className="sm-shell__logo">
            {t('productName')}
          </Link>
          <ul>
            {navItems.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.end}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="sm-shell__main" id="main">
        <ShellRoutes />
      </main>
      <footer className="sm-shell__footer">
        <span>{t('productName')}</span>
      </footer>
    </div>
  );
}
