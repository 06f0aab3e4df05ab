import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { cx } from '../../utils/class-names';
import { todaysCoverCache } from './cover-cache';
import './cover.css';

/** A transparent 2:3 image: the themed blank placeholder behind it shows through. */
export const BLANK_COVER =
  'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg" width="2" height="3"/%3E';

export type CoverSize = 'xs' | 'sm' | 'md' | 'lg' | 'fill';

/** The media types, for the medium's icon on a placeholder (the contract's MediaType values). */
export type CoverMedium = 'book' | 'movie' | 'tvshow' | 'album' | 'videogame';

/** What a missing cover is drawn with: the title, the first creator and the medium's icon. */
export interface CoverFace {
  title: string;
  creator?: string | null;
  medium?: CoverMedium;
}

export interface CoverProps {
  /** Cover image URL (see `coverUrl`); without one the blank placeholder shows. */
  src?: string | null;
  /** Alternative text; pass '' when the title is shown right beside the cover. */
  alt: string;
  /** xs 40 px (search results), sm 64 px, md 120 px (grids), lg 180 px (detail banner), fill the parent's width. */
  size?: CoverSize;
  /** Lazy loading (starts near the viewport); use 'eager' for the detail banner. */
  loading?: 'lazy' | 'eager';
  /**
   * Drawn on the blank image while there is no cover. Its words are CSS content (attr()), hidden
   * from assistive technology and from text searches: the page names the item elsewhere.
   */
  face?: CoverFace;
  className?: string;
}

/** What reading a cover through today's cache gave: its image, nothing (blank), or "let <img> try". */
type CacheRead = { blob: Blob } | 'blank' | 'img';

/** For one `src`: a blob URL of the image, the blank placeholder, or the plain <img> fallback. */
type Resolved = { src: string; kind: 'blob'; url: string } | { src: string; kind: 'blank' | 'img' };

/** Only http(s) covers go through Cache Storage (it refuses other schemes; data: URLs need no cache). */
function isCacheable(src: string): boolean {
  if (typeof caches === 'undefined' || typeof document === 'undefined') return false;
  try {
    const { protocol } = new URL(src, document.baseURI);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function isImage(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('image/');
}

/**
 * Spec section 3: today's cache first; otherwise fetch (covers are public: no credentials) and
 * store a 200 image/* response. A 404 or any other answer means no cover: blank, nothing stored.
 */
async function readThroughCache(src: string, signal: AbortSignal): Promise<CacheRead> {
  const cache = await todaysCoverCache();
  if (!cache) return 'img';
  try {
    const cached = await cache.match(src);
    if (cached) return { blob: await cached.blob() };
  } catch {
    // An unreadable entry: fetch the cover again.
  }
  let response: Response;
  try {
    response = await fetch(src, { mode: 'cors', credentials: 'omit', signal });
  } catch {
    // Offline, or the host refuses CORS: the plain <img> gets a try and goes blank on error.
    return 'img';
  }
  if (response.status !== 200 || !isImage(response)) return 'blank';
  try {
    const copy = response.clone();
    const blob = await response.blob();
    // Storing is best effort (quota, private mode): the cover shows either way.
    cache.put(src, copy).catch(() => undefined);
    return { blob };
  } catch {
    return 'blank';
  }
}

/** True once the element has come near the viewport; always when not lazy or without IntersectionObserver. */
function useNearViewport(ref: RefObject<Element | null>, lazy: boolean): boolean {
  const observable = lazy && typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!observable || seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observable, seen, ref]);
  return !observable || seen;
}

/**
 * A 2:3 book-style cover. The blank placeholder shows first, with the `face` on it; the image
 * fades in over it once loaded. A missing cover (404) or any load error silently stays on the
 * blank image and its face.
 * Where Cache Storage is available, http(s) covers are read through today's cover cache
 * (see `openCoverCache`); elsewhere a plain <img> loads `src`.
 */
export function Cover({ src, alt, size = 'md', loading = 'lazy', face, className }: CoverProps) {
  const rootRef = useRef<HTMLSpanElement>(null);
  const cached = !!src && isCacheable(src);
  const near = useNearViewport(rootRef, loading === 'lazy' && cached);
  const [resolved, setResolved] = useState<Resolved | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!src || !cached || !near) return;
    const controller = new AbortController();
    let url: string | null = null;
    void readThroughCache(src, controller.signal).then((read) => {
      if (controller.signal.aborted) return;
      if (typeof read === 'object') {
        url = URL.createObjectURL(read.blob);
        setResolved({ src, kind: 'blob', url });
      } else {
        setResolved({ src, kind: read });
      }
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      // Never show a revoked URL, should src come back to this value.
      setResolved(null);
    };
  }, [src, cached, near]);

  // The URL the <img> loads: src itself, a blob URL from the cache, or none yet (placeholder).
  let url: string | null = src ?? null;
  let blank = !src;
  if (src && cached) {
    const current = resolved?.src === src ? resolved : null;
    if (current?.kind === 'blob') url = current.url;
    else if (current?.kind === 'blank') blank = true;
    else if (current?.kind !== 'img') url = null;
  }
  if (url !== null && failedUrl === url) blank = true;
  const liveUrl = blank ? null : url;
  const state = blank ? 'blank' : liveUrl !== null && loadedUrl === liveUrl ? 'loaded' : 'loading';

  return (
    <span ref={rootRef} className={cx('sm-cover', `sm-cover--${size}`, className)} data-state={state}>
      {face && (
        <span className="sm-cover__face" data-medium={face.medium} aria-hidden="true">
          {face.medium && <span className="sm-cover__medium" />}
          <span className="sm-cover__title" data-text={face.title} />
          {face.creator && <span className="sm-cover__creator" data-text={face.creator} />}
        </span>
      )}
      <img
        className="sm-cover__img"
        src={liveUrl ?? BLANK_COVER}
        alt={alt}
        loading={loading}
        decoding="async"
        onLoad={liveUrl === null ? undefined : () => setLoadedUrl(liveUrl)}
        onError={liveUrl === null ? undefined : () => setFailedUrl(liveUrl)}
      />
    </span>
  );
}
