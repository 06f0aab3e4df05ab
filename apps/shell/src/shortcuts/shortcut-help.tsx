import { SEARCH_TYPE_HOTKEYS } from '@shelfmark/contract';
import { Button } from '@shelfmark/design-system';
import { registerMessages, useT } from '@shelfmark/i18n';
import { Fragment, useEffect, useId, useRef } from 'react';
import en from '../locales/shortcuts.en.json';
import './shortcut-help.css';

const NAMESPACE = 'shortcuts';
// Its texts come with the chunk: the shell's first load does not carry them.
registerMessages(NAMESPACE, { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../locales/shortcuts.${language}.json`));

const typeKeys = Object.keys(SEARCH_TYPE_HOTKEYS).map((key) => key.toUpperCase());

const GROUPS = [
  {
    heading: 'global.heading',
    rows: [
      { keys: ['/'], action: 'global.search' },
      { keys: ['?'], action: 'global.help' },
    ],
  },
  {
    heading: 'search.heading',
    rows: [
      { keys: ['↓', '↑'], action: 'search.move' },
      { keys: ['Enter'], action: 'search.open' },
      { keys: ['Escape'], action: 'search.close' },
      { keys: typeKeys, action: 'search.types' },
    ],
  },
] as const;

/** The keyboard shortcuts, in a modal dialog that closes with its button, Escape or a click beside it. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const t = useT(NAMESPACE);
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="sm-shortcuts"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sm-shortcuts__panel">
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <p className="sm-shortcuts__intro">{t('intro')}</p>
        {GROUPS.map((group) => (
          <table key={group.heading} className="sm-shortcuts__table">
            <caption>{t(group.heading)}</caption>
            <thead className="sm-visually-hidden">
              <tr>
                <th scope="col">{t('keyColumn')}</th>
                <th scope="col">{t('actionColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.action}>
                  <td>
                    {row.keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 && ' '}
                        <kbd>{key}</kbd>
                      </Fragment>
                    ))}
                  </td>
                  <td>{t(row.action)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <Button variant="secondary" onClick={onClose} className="sm-shortcuts__close">
          {t('close')}
        </Button>
      </div>
    </dialog>
  );
}
