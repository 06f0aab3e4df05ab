import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import { Button, type ButtonProps } from '../button/button';
import { Menu, type MenuItem } from '../menu/menu';
import './split-button.css';

export interface SplitButtonProps {
  /** The one-click action's text, e.g. 'Add To Library'. */
  children: ReactNode;
  onClick: () => void;
  /** Accessible name of the one-click action when its text needs the item, e.g. 'Add Emma to library'. */
  actionLabel?: string;
  /** Accessible name of the arrow that opens the other choices, e.g. 'Choose a shelf'. */
  menuLabel: string;
  items: MenuItem[];
  onSelect: (key: string) => void;
  /** The one-click action's weight; the arrow matches primary or secondary. */
  variant?: 'primary' | 'secondary';
  size?: ButtonProps['size'];
  loading?: boolean;
  loadingLabel?: string;
  /** Which edge the choices line up with: 'end' where the button sits at the right of a narrow box. */
  menuAlign?: 'start' | 'end';
  className?: string;
}

/** A button that does the usual thing in one click, with an arrow beside it for the other choices. */
export function SplitButton({ children, onClick, actionLabel, menuLabel, items, onSelect, variant = 'primary', size = 'md', loading, loadingLabel, menuAlign, className }: SplitButtonProps) {
  return (
    <div className={cx('sm-split-button', className)}>
      <Button variant={variant} size={size} loading={loading} loadingLabel={loadingLabel} aria-label={actionLabel} onClick={onClick} className="sm-split-button__action">
        {children}
      </Button>
      {!loading && (
        <Menu
          trigger={<ChevronDownIcon aria-hidden="true" />}
          triggerLabel={menuLabel}
          menuLabel={menuLabel}
          items={items}
          onSelect={onSelect}
          align={menuAlign}
          triggerClassName={cx('sm-split-button__arrow', `sm-split-button__arrow--${variant}`, `sm-split-button__arrow--${size}`)}
        />
      )}
    </div>
  );
}
