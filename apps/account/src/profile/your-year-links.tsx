import { linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';

/** On the user's own profile (the Profile tab on narrow screens, where there is no profile menu): stats, the year in review, the release calendar and share links. */
export function YourYearLinks() {
  const t = useT('account');
  const links = [
    { to: '/stats', label: t('yourYear.stats') },
    { to: `/year/${new Date().getFullYear()}`, label: t('yourYear.yearReview') },
    { to: '/calendar', label: t('yourYear.calendar') },
    { to: '/shares', label: t('yourYear.shares') },
  ];
  return (
    <nav aria-labelledby="your-year-heading" className="account-section">
      <h2 id="your-year-heading">{t('yourYear.heading')}</h2>
      <ul className="account-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClassName()}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
