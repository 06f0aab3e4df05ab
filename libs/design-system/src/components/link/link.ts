import { cx } from '../../utils/class-names';
import './link.css';

export interface LinkClassOptions {
  /** `default` underlined text link, `subtle` quiet until hovered, `nav` for navigation bars. */
  variant?: 'default' | 'subtle' | 'nav';
  /** Marks the current nav item (pair it with aria-current="page"). */
  active?: boolean;
}

/**
 * Class names that style any link element (a plain <a> or a router's Link), so the design
 * system styles links without depending on a router.
 */
export function linkClassName({ variant = 'default', active = false }: LinkClassOptions = {}): string {
  return cx('sm-link', `sm-link--${variant}`, active && 'sm-link--active');
}
