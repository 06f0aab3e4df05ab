import { TAG_OBJECT_LIMITS } from '@shelfmark/contract/limits';
import { useState } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { useIsNarrow } from '../../hooks/use-is-narrow';
import { cx } from '../../utils/class-names';
import type { RenderLink } from '../../utils/render-link';
import { TagChip } from '../tag-chip/tag-chip';
import './tag-list.css';

export interface TagListItem {
  id: string | number;
  label: string;
  /** Link for the tag, e.g. /tags/{tagID}. */
  href?: string;
}

export interface TagListProps {
  tags: readonly TagListItem[];
  /** Tags shown before '+N' on wide screens (spec: 2 for a shelf item's tags, 4 on a compact card). */
  wideLimit?: number;
  /** Tags shown before '+N' on narrow screens (spec: 1, or 2 on a compact card). */
  narrowLimit?: number;
  /** When true, '+N' is a button that shows every tag (and 'show less' hides them); otherwise plain text. */
  expandable?: boolean;
  /** Renders tag links with the app's router. */
  renderLink?: RenderLink;
  /** Adds a remove button to every tag. */
  onRemove?: (tag: TagListItem) => void;
  /** Accessible name of the list; defaults to 'Tags'. */
  label?: string;
  className?: string;
}

/** A row of tags limited to a few until expanded with '+N'. Renders nothing without tags. */
export function TagList({
  tags,
  wideLimit = TAG_OBJECT_LIMITS.wide,
  narrowLimit = TAG_OBJECT_LIMITS.narrow,
  expandable = true,
  renderLink,
  onRemove,
  label,
  className,
}: TagListProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const narrow = useIsNarrow();
  const [expanded, setExpanded] = useState(false);
  if (tags.length === 0) return null;

  const limit = narrow ? narrowLimit : wideLimit;
  const shown = expanded ? tags : tags.slice(0, limit);
  const hidden = tags.length - shown.length;

  return (
    <ul className={cx('sm-tag-list', className)} aria-label={label ?? t('tags.label')}>
      {shown.map((tag) => (
        <li key={tag.id}>
          <TagChip label={tag.label} href={tag.href} renderLink={renderLink} onRemove={onRemove && (() => onRemove(tag))} />
        </li>
      ))}
      {(hidden > 0 || expanded) && (
        <li>
          {expandable ? (
            <button
              type="button"
              className="sm-tag-list__toggle"
              aria-expanded={expanded}
              aria-label={expanded ? undefined : t('tags.moreLabel', { count: hidden })}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t('tags.less') : t('tags.more', { count: hidden })}
            </button>
          ) : (
            <span className="sm-tag-list__more">
              <span aria-hidden="true">{t('tags.more', { count: hidden })}</span>
              <span className="sm-visually-hidden">{t('tags.hiddenLabel', { count: hidden })}</span>
            </span>
          )}
        </li>
      )}
    </ul>
  );
}
