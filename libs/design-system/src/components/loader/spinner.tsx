import { cx } from '../../utils/class-names';
import './loader.css';

/** A decorative spinning ring; announce the busy state on the surrounding element. */
export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  return <span className={cx('sm-spinner', `sm-spinner--${size}`, className)} aria-hidden="true" />;
}
