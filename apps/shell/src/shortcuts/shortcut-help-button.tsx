import { useT } from '@shelfmark/i18n';
import { lazy, Suspense, useState } from 'react';
import { useShortcutKey } from './use-shortcut-key';

// The dialog and its texts download when first opened.
const ShortcutHelp = lazy(() => import(/* webpackChunkName: "shortcut-help" */ './shortcut-help').then(({ ShortcutHelp }) => ({ default: ShortcutHelp })));

/** The footer's "Keyboard shortcuts", also opened with '?' anywhere on the page. */
export function ShortcutHelpButton() {
  const t = useT('shell');
  const [open, setOpen] = useState(false);
  useShortcutKey('?', () => setOpen(true));
  return (
    <>
      <button type="button" className="sm-footer__button" aria-keyshortcuts="?" onClick={() => setOpen(true)}>
        {t('footer.shortcuts')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShortcutHelp onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
