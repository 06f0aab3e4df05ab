import { PROGRESS_LABEL_THRESHOLDS } from '@shelfmark/contract/limits';
import type { CSSProperties } from 'react';
import { useIsNarrow } from '../../hooks/use-is-narrow';
import { cx } from '../../utils/class-names';
import './progress-bar.css';

export interface ProgressBarProps {
  /** Progress so far, e.g. the current page. */
  value: number;
  /** The total, e.g. the number of pages. */
  max: number;
  /** Accessible name, e.g. 'Reading progress'. */
  label: string;
  /** Text on the bar; defaults to the rounded percentage, e.g. '42%'. */
  valueText?: string;
  className?: string;
}

/**
 * A progress bar whose label sits inside the fill when there is room (spec section 9: above 20 %
 * of the width, 30 % on narrow screens), and just after it otherwise.
 */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const narrow = useIsNarrow();
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const text = valueText ?? `${Math.round(percent)}%`;
  const inside = percent > (narrow ? PROGRESS_LABEL_THRESHOLDS.narrow : PROGRESS_LABEL_THRESHOLDS.wide);
  const labelElement = (
    <span className="sm-progress__label" aria-hidden="true">
      {text}
    </span>
  );
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(Math.max(0, value), max)}
      aria-valuetext={text}
      className={cx('sm-progress', className)}
      data-label-position={inside ? 'inside' : 'outside'}
    >
      <div className="sm-progress__fill" style={{ '--sm-progress-percent': `${percent}%` } as CSSProperties}>
        {inside && labelElement}
      </div>
      {!inside && labelElement}
    </div>
  );
}
