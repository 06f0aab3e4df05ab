import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import './icon-button.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Required: the button shows only an icon, so this is its whole accessible name. */
  'aria-label': string;
  /** The icon, e.g. `<PlusIcon />`. */
  children: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
}

/** A square, icon-only button (add, close, previous/next). */
export function IconButton({ variant = 'ghost', size = 'md', type = 'button', className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx('sm-icon-button', `sm-icon-button--${variant}`, `sm-icon-button--${size}`, className)}
      {...rest}
    >
      {children}
    </button>
  );
}
