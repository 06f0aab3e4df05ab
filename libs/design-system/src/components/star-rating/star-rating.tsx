import { RATING_MAX } from '@shelfmark/contract/limits';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { StarIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import './star-rating.css';

/** Ratings run from 1 to 10 stars (the contract's RATING_MAX); 0 means not rated. */
const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

export interface StarRatingProps {
  /** 0 (not rated) to 10. */
  value: number;
  /** Receives the new rating: the clicked star, or 0 when the current rating is clicked again. */
  onChange?: (value: number) => void;
  /** Display only (also when `onChange` is missing): no hover, clicks or keys. */
  readOnly?: boolean;
  /** Accessible name of the control; defaults to 'Rating'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const clamp = (value: number) => Math.min(RATING_MAX, Math.max(0, Math.round(value)));

/**
 * 1 to 10 stars. Interactive: a slider (arrows, Home/End), clicking a star sets it,
 * clicking the current rating clears it to 0, hovering previews. Read-only: an image
 * named like '7 of 10 stars'.
 */
export function StarRating({ value, onChange, readOnly = false, label, size = 'md', className }: StarRatingProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const [preview, setPreview] = useState<number | null>(null);
  const current = clamp(value);
  const valueText = current === 0 ? t('starRating.none') : t('starRating.value', { value: current, max: RATING_MAX });
  const interactive = !readOnly && onChange !== undefined;
  const shown = interactive && preview !== null ? preview : current;

  const stars = STARS.map((star) => (
    <span
      key={star}
      className={cx('sm-star-rating__star', star <= shown && 'sm-star-rating__star--filled')}
      data-star={star}
      onMouseEnter={interactive ? () => setPreview(star) : undefined}
      onClick={interactive ? () => onChange(star === current ? 0 : star) : undefined}
    >
      <StarIcon filled={star <= shown} />
    </span>
  ));

  if (!interactive) {
    return (
      <span role="img" aria-label={valueText} className={cx('sm-star-rating', `sm-star-rating--${size}`, className)}>
        {stars}
      </span>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 0,
      End: RATING_MAX,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setPreview(null);
    if (clamp(target) !== current) onChange(clamp(target));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label ?? t('starRating.label')}
      aria-valuemin={0}
      aria-valuemax={RATING_MAX}
      aria-valuenow={current}
      aria-valuetext={valueText}
      className={cx('sm-star-rating', 'sm-star-rating--interactive', `sm-star-rating--${size}`, className)}
      data-previewing={preview !== null || undefined}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setPreview(null)}
    >
      {stars}
    </div>
  );
}
