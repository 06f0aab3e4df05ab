// Shims for what jsdom lacks, shared by every DOM test project. They live here, never in
// product code.

/** jsdom has no layout: width media queries are answered from window.innerWidth. */
function evaluateMedia(query: string): boolean {
  const width = window.innerWidth;
  return query.split(',').some((part) => {
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(part);
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(part);
    if (!max && !min) return false;
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  });
}

const watchedLists = new Set<FakeMediaQueryList>();

class FakeMediaQueryList extends EventTarget {
  onchange: ((event: Event) => void) | null = null;
  private last: boolean;
  private listeners = 0;

  constructor(readonly media: string) {
    super();
    this.last = evaluateMedia(media);
  }

  get matches(): boolean {
    return evaluateMedia(this.media);
  }

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    super.addEventListener(...args);
    this.listeners += 1;
    this.last = this.matches;
    watchedLists.add(this);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    super.removeEventListener(...args);
    this.listeners -= 1;
    if (this.listeners <= 0) watchedLists.delete(this);
  }

  addListener(listener: (event: Event) => void): void {
    this.addEventListener('change', listener);
  }

  removeListener(listener: (event: Event) => void): void {
    this.removeEventListener('change', listener);
  }

  notifyIfChanged(): void {
    const now = this.matches;
    if (now === this.last) return;
    this.last = now;
    const event = Object.assign(new Event('change'), { matches: now, media: this.media });
    this.dispatchEvent(event);
    this.onchange?.(event);
  }
}

window.matchMedia = (query: string) => new FakeMediaQueryList(query) as unknown as MediaQueryList;
window.addEventListener('resize', () => {
  for (const list of watchedLists) list.notifyIfChanged();
});

window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

Element.prototype.scrollIntoView ??= function scrollIntoView() {};

HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// jsdom has no layout to scroll; it only logs "Not implemented".
window.scrollTo = () => {};

// axe probes canvas support (icon ligatures); jsdom only logs "Not implemented" for it.
HTMLCanvasElement.prototype.getContext = () => null;

// jsdom has no object URLs (previews of a chosen file); a placeholder address is enough without layout.
URL.createObjectURL ??= () => 'blob:jsdom-object-url';
URL.revokeObjectURL ??= () => {};
