import { resolvePath } from '@shelfmark/contract';
import { isRemoteRequested, loadRemoteRoutes, prefetchRemoteRoutes } from './remote-modules';
import { remoteNames, type RemoteName } from './remote-registry';
import { BUSY_RECHECK_MS, screenFilling, whenIdle } from './screen-settled';

/** How long the pointer rests on a link before its remote is fetched (a pass over the nav bar fetches nothing). */
export const HOVER_DWELL_MS = 60;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data, or a 2G connection: nothing is downloaded on speculation. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

const areaCache = new Map<string, RemoteName | null>();

/** The remote that renders a same-origin link's page, if any. */
function areaOfLink(anchor: HTMLAnchorElement): RemoteName | undefined {
  if (anchor.origin !== window.location.origin) return undefined;
  let area = areaCache.get(anchor.pathname);
  if (area === undefined) {
    const route = resolvePath(anchor.pathname);
    area = route.kind === 'route' ? route.area : null;
    areaCache.set(anchor.pathname, area);
  }
  return area ?? undefined;
}

function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** The first remote not asked for yet (nor given up on) whose link is on screen. */
function nextRemoteInView(skip: ReadonlySet<RemoteName>): RemoteName | undefined {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const area = areaOfLink(anchor);
    if (area && !skip.has(area) && !isRemoteRequested(area) && isInView(anchor)) return area;
  }
  return undefined;
}

/** An image on screen still downloading: the screen is not complete yet. */
function imagesLoading(): boolean {
  return [...document.images].some((image) => !image.complete && isInView(image));
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/** Fetches a link's remote when the user is about to follow it: focused, touched, or pointed at for a moment. */
function prefetchOnIntent(): () => void {
  let hoverTimer: number | undefined;
  const prefetchLink = (target: EventTarget | null) => {
    const link = linkOf(target);
    const area = link && areaOfLink(link);
    if (area) void prefetchRemoteRoutes(area);
  };
  const onPointerOver = (event: PointerEvent) => {
    window.clearTimeout(hoverTimer);
    if (linkOf(event.target)) hoverTimer = window.setTimeout(() => prefetchLink(event.target), HOVER_DWELL_MS);
  };
  const onPointerOut = () => window.clearTimeout(hoverTimer);
  const onIntent = (event: Event) => prefetchLink(event.target);
  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('pointerout', onPointerOut, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  return () => {
    window.clearTimeout(hoverTimer);
    document.removeEventListener('pointerover', onPointerOver);
    document.removeEventListener('pointerout', onPointerOut);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
  };
}

/**
 * When the browser is idle, once the page's own remote has arrived and its screen is complete
 * (no skeleton or loader showing, no data being fetched, no image on screen loading), fetches the remotes whose links are on
 * screen (the nav bar's, the cards', the footer's), one per idle period, looking again when
 * links appear or the page scrolls. A remote that fails is not tried again here.
 */
function prefetchInViewWhenIdle(dataLoading: () => boolean): () => void {
  let stopped = false;
  let scanPending = false;
  const gaveUp = new Set<RemoteName>();
  const observer = new MutationObserver(() => scheduleScan());
  const stop = () => {
    stopped = true;
    observer.disconnect();
    window.removeEventListener('scroll', scheduleScan);
  };
  function scan() {
    scanPending = false;
    if (stopped) return;
    if (dataLoading() || screenFilling() || imagesLoading()) {
      scanPending = true;
      window.setTimeout(() => whenIdle(scan), BUSY_RECHECK_MS);
      return;
    }
    if (remoteNames.every((name) => gaveUp.has(name) || isRemoteRequested(name))) return stop();
    const next = nextRemoteInView(gaveUp);
    if (!next) return;
    void prefetchRemoteRoutes(next).then((loaded) => {
      if (!loaded) gaveUp.add(next);
      scheduleScan();
    });
  }
  function scheduleScan() {
    if (stopped || scanPending) return;
    scanPending = true;
    whenIdle(scan);
  }
  // Not before the page's own remote: speculation must not share the network with it.
  const current = resolvePath(window.location.pathname);
  const firstScreen = current.kind === 'route' ? loadRemoteRoutes(current.area).catch(() => undefined) : Promise.resolve();
  void firstScreen.then(() => {
    if (stopped) return;
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', scheduleScan, { passive: true });
    scheduleScan();
  });
  return stop;
}

/**
 * Fetches the remotes the user is likely to open next, so switching to one needs no network
 * round trip (docs/adr/0009-remote-loading-retry-prefetch.md). Save-Data (or 2G) leaves out the idle part:
 * only a link the user is about to follow is fetched. `dataLoading` tells whether the screen's
 * data is still on its way (the query cache). Returns a function that stops it.
 */
export function startRemotePrefetch({ dataLoading = () => false }: { dataLoading?: () => boolean } = {}): () => void {
  const stops = [prefetchOnIntent(), ...(savesData() ? [] : [prefetchInViewWhenIdle(dataLoading)])];
  return () => {
    for (const stop of stops) stop();
  };
}
