import { useState } from 'react';
import { cx } from '../../utils/class-names';
import './cover.css';

/** A transparent 2:3 image: the themed blank placeholder behind it shows through. */
export const BLANK_COVER =
  'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg" width="2" height="3"/%3E';

export type CoverSize = 'xs' | 'sm' | 'md' | 'lg' | 'fill';

export interface CoverProps {
  /** Cover image URL (see `coverUrl`); without one the blank placeholder shows. */
  src?: string | null;
  /** Alternative text; pass '' when the title is shown right beside the cover. */
  alt: string;
  /** xs 40 px (search results), sm 64 px, md 120 px (grids), lg 180 px (detail banner), fill the parent's width. */
  size?: CoverSize;
  /** Native lazy loading; use 'eager' for the detail banner. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A 2:3 book-style cover. The blank placeholder shows first; the image fades in once
 * loaded. A missing cover (404) or any load error silently stays on the blank image.
 */
export function Cover({ src, alt, size = 'md', loading = 'lazy', className }: CoverProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const blank = !src || failedSrc === src;
  const state = blank ? 'blank' : loadedSrc === src ? 'loaded' : 'loading';
  return (
    <span className={cx('sm-cover', `sm-cover--${size}`, className)} data-state={state}>
      <img
        className="sm-cover__img"
        src={blank ? BLANK_COVER : src}
        alt={alt}
        loading={loading}
        decoding="async"
        onLoad={blank ? undefined : () => setLoadedSrc(src)}
        onError={blank ? undefined : () => setFailedSrc(src)}
      />
    </span>
  );
}
