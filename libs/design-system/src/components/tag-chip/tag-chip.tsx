import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { CloseIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import { renderAnchor } from '../../utils/render-link';
import type { RenderLink } from '../../utils/render-link';
import './tag-chip.css';

export interface TagChipProps {
  label: string;
  /** Makes the chip a link, e.g. to /tags/{tagID}. */
  href?: string;
  /** Renders the link with the app's router; a plain <a> by default. */
  renderLink?: RenderLink;
  /** Shows a remove button named 'Remove tag {label}'. */
  onRemove?: () => void;
  className?: string;
}

/** One tag, optionally a link and optionally removable. */
export function TagChip({ label, href, renderLink = renderAnchor, onRemove, className }: TagChipProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  return (
    <span className={cx('sm-tag', onRemove && 'sm-tag--removable', className)}>
      {href ? renderLink({ href, className: 'sm-tag__label sm-tag__link', children: label }) : <span className="sm-tag__label">{label}</span>}
      {onRemove && (
        <button type="button" className="sm-tag__remove" aria-label={t('tags.remove', { tag: label })} onClick={onRemove}>
          <CloseIcon />
        </button>
      )}
    </span>
  );
}
