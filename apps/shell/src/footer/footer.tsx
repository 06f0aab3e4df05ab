import { EXTERNAL_LINKS } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { useSessionStore } from '@shelfmark/session';
import { Link } from 'react-router-dom';
import { ShortcutHelpButton } from '../shortcuts/shortcut-help-button';

function ExternalLink({ href, children }: { href: string; children: string }) {
  const t = useT('shell');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}{' '}
      <span className="sm-visually-hidden">{t('footer.newTab')}</span>
    </a>
  );
}

/** Product name, Add Media, Report Bug (in-app only with a stored token), Roadmap, and, signed in, the keyboard shortcuts. */
export function Footer() {
  const t = useT('shell');
  const hasToken = useSessionStore((state) => state.token !== null);
  return (
    <footer className="sm-footer">
      <span className="sm-footer__name">{t('productName')}</span>
      <nav aria-label={t('footer.label')}>
        <ul>
          <li>
            <Link to="/addmedia">{t('footer.addMedia')}</Link>
          </li>
          <li>
            {hasToken ? (
              <Link to="/bugreport">{t('footer.reportBug')}</Link>
            ) : (
              <ExternalLink href={EXTERNAL_LINKS.issueTracker}>{t('footer.reportBug')}</ExternalLink>
            )}
          </li>
          <li>
            <ExternalLink href={EXTERNAL_LINKS.roadmap}>{t('footer.roadmap')}</ExternalLink>
          </li>
          {hasToken && (
            <li>
              <ShortcutHelpButton />
            </li>
          )}
        </ul>
      </nav>
    </footer>
  );
}
