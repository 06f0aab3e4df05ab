import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { HeartIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import './favorite-toggle.css';

export interface FavoriteToggleProps {
  /** Whether the item is a favourite. */
  pressed: boolean;
  /** Receives the new value; apply it optimistically. */
  onChange: (pressed: boolean) => void;
  /** Accessible name; defaults to 'Favorite'. The pressed state is announced separately. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  disabled?: boolean;
  className?: string;
}

/** The favourite toggle: a heart (distinct from the rating's stars), a button with aria-pressed. */
export function FavoriteToggle({ pressed, onChange, label, size = 'md', disabled, className }: FavoriteToggleProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  return (
    <button
      type="button"
      className={cx('sm-favorite', `sm-favorite--${size}`, className)}
      aria-pressed={pressed}
      aria-label={label ?? t('favorite.label')}
      disabled={disabled}
      onClick={() => onChange(!pressed)}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}
