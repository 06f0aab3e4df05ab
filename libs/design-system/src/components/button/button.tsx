import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../../utils/class-names';
import { Spinner } from '../loader/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: primary for the main action, danger for destructive ones, ghost for quiet ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks; unlike `disabled`, focus stays on the button. */
  loading?: boolean;
  /** Text while loading, e.g. 'Saving...' or 'Removing...'; the children otherwise. */
  loadingLabel?: string;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={cx('sm-button', `sm-button--${variant}`, `sm-button--${size}`, fullWidth && 'sm-button--full', className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
