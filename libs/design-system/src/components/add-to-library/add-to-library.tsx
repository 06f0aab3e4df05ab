import { registerMessages, useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { CheckIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import { FailureNotice } from '../failure-notice/failure-notice';
import { SplitButton } from '../split-button/split-button';
import './add-to-library.css';

// Registered with the control, not in the design system's eager texts: only the screens that draw it load them.
registerMessages(DESIGN_SYSTEM_NAMESPACE, {
  en: {
    addToLibrary: {
      add: 'Add To Library',
      addLabel: 'Add To Library: {{title}}',
      chooseShelf: 'Choose a shelf for {{title}}',
      onShelf: 'On your shelf',
    },
  },
});

export interface AddToLibraryProps {
  /** The item's title, for the controls' accessible names. */
  title: string;
  /** The shelves the status menu would offer for this item (key: the status). */
  shelves: { key: string; label: string }[];
  /** Add it: to the default shelf (In Library) without a status, or to the chosen one. */
  onAdd: (status?: string) => void;
  /** Already on the user's shelf: says so instead of offering to add. */
  onShelf: boolean;
  adding?: boolean;
  /** The error the last add threw, explained under the control; null when it did not fail. */
  failure?: unknown;
  /** Which edge the shelves' menu lines up with (SplitButton's menuAlign). */
  menuAlign?: 'start' | 'end';
  className?: string;
}

/** 'Add To Library' in one click (In Library), another shelf from its arrow; 'On your shelf' once it is there. */
export function AddToLibrary({ title, shelves, onAdd, onShelf, adding = false, failure = null, menuAlign, className }: AddToLibraryProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  if (onShelf) {
    return (
      <p className={cx('sm-add-to-library', 'sm-add-to-library--done', className)}>
        <CheckIcon aria-hidden="true" />
        {t('addToLibrary.onShelf')}
      </p>
    );
  }
  return (
    <div className={cx('sm-add-to-library', className)}>
      <SplitButton
        size="sm"
        variant="secondary"
        loading={adding}
        actionLabel={t('addToLibrary.addLabel', { title })}
        onClick={() => onAdd()}
        menuLabel={t('addToLibrary.chooseShelf', { title })}
        items={shelves}
        onSelect={(key) => onAdd(key)}
        menuAlign={menuAlign}
      >
        {t('addToLibrary.add')}
      </SplitButton>
      {failure !== null && <FailureNotice error={failure} action="add" />}
    </div>
  );
}
