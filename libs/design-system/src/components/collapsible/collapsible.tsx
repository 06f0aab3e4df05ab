import { DESCRIPTION_LINES } from '@shelfmark/contract/limits';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { cx } from '../../utils/class-names';
import './collapsible.css';

export interface CollapsibleProps {
  /** The text; line breaks are kept. */
  text: string;
  /** Lines shown while collapsed: a description's 4 by default, 1 for reviews (the contract's REVIEW_LINES). */
  lines?: number;
  /** Lines shown at most when expanded: 100 (spec section 9). */
  maxLines?: number;
  /** Shown instead when the text is empty, e.g. 'No available description'. */
  emptyText?: string;
  className?: string;
}

/**
 * Text clamped to a number of lines with a 'read more' / 'read less' toggle. The toggle
 * only appears when the text does not fit.
 */
export function Collapsible({ text, lines = DESCRIPTION_LINES.collapsed, maxLines = DESCRIPTION_LINES.max, emptyText, className }: CollapsibleProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, lines, expanded]);

  if (text.trim() === '') {
    return emptyText ? <p className={cx('sm-collapsible', 'sm-collapsible--empty', className)}>{emptyText}</p> : null;
  }

  const style = { '--sm-collapsible-lines': expanded ? maxLines : lines } as CSSProperties;
  return (
    <div className={cx('sm-collapsible', className)}>
      <div id={id} ref={ref} className="sm-collapsible__text" style={style}>
        {text}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="sm-collapsible__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('collapsible.readLess') : t('collapsible.readMore')}
        </button>
      )}
    </div>
  );
}
