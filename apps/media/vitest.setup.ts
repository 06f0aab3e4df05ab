// Test shims for what jsdom lacks; they live here, never in the components.

/** jsdom has no layout: width media queries are answered from window.innerWidth. */
function matches(query: string): boolean {
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const width = window.innerWidth;
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

window.matchMedia ??= (query: string) =>
  Object.assign(new EventTarget(), {
    media: query,
    matches: matches(query),
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  }) as unknown as MediaQueryList;

window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
