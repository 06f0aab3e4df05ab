import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const loaded = () => runtime.loadRemote.mock.calls.map(([id]) => id as string);

function addLink(href: string, visible = true): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  link.getBoundingClientRect = () => (visible ? new DOMRect(10, 10, 80, 20) : new DOMRect(0, 2000, 80, 20));
  document.body.append(link);
  return link;
}

function setSaveData(saveData: boolean) {
  Object.defineProperty(navigator, 'connection', { value: { saveData, effectiveType: '4g' }, configurable: true });
}

// Fresh modules per test: which remotes were loaded is module state.
async function start(options?: { dataLoading?: () => boolean }) {
  vi.resetModules();
  const { startRemotePrefetch } = await import('./remote-prefetch');
  return startRemotePrefetch(options);
}

let stop: (() => void) | undefined;

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockImplementation(async () => ({ routes: [] }));
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ library: '/l.json', catalog: '/c.json', media: '/m.json', account: '/a.json' })));
  setSaveData(false);
});

afterEach(() => {
  stop?.();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('prefetching the remotes likely next', () => {
  it('fetches a link’s remote once the pointer rests on it, not when it only passes', async () => {
    setSaveData(true);
    const catalog = addLink('/catalog');
    const tags = addLink('/tags/3');
    const media = addLink('/book/2');
    stop = await start();
    catalog.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    catalog.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }));
    media.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(loaded()).toEqual(['media/routes']));
    tags.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(loaded()).toEqual(['media/routes', 'catalog/routes']));
  });

  it('fetches at once when a link is focused or touched', async () => {
    setSaveData(true);
    const account = addLink('/account/1');
    const catalog = addLink('/series/4');
    stop = await start();
    account.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    catalog.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await vi.waitFor(() => expect(loaded()).toEqual(['account/routes', 'catalog/routes']));
  });

  it('ignores links to other sites and to pages no remote renders', async () => {
    setSaveData(true);
    const elsewhere = addLink('https://github.com/shelfmark/shelfmark/issues');
    const nowhere = addLink('/nowhere');
    stop = await start();
    elsewhere.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    nowhere.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((done) => setTimeout(done, 50));
    expect(loaded()).toEqual([]);
  });

  it('when idle, after the page’s own remote, fetches the remotes of the links on screen, one after another', async () => {
    addLink('/');
    addLink('/catalog');
    addLink('/account/1', false);
    addLink('/book/1');
    stop = await start();
    await vi.waitFor(() => expect(loaded()).toEqual(['library/routes', 'catalog/routes', 'media/routes']));
    // Scrolled into view later: looked at again.
    addLink('/bugreport');
    await vi.waitFor(() => expect(loaded()).toContain('account/routes'));
  });

  it('waits until the screen is complete: its data fetched and the images on screen loaded', async () => {
    let fetching = true;
    addLink('/catalog');
    const cover = document.createElement('img');
    cover.getBoundingClientRect = () => new DOMRect(10, 40, 80, 120);
    Object.defineProperty(cover, 'complete', { value: false, configurable: true });
    document.body.append(cover);
    stop = await start({ dataLoading: () => fetching });
    await new Promise((done) => setTimeout(done, 700));
    expect(loaded()).toEqual(['library/routes']);
    fetching = false;
    await new Promise((done) => setTimeout(done, 700));
    expect(loaded()).toEqual(['library/routes']);
    Object.defineProperty(cover, 'complete', { value: true });
    await vi.waitFor(() => expect(loaded()).toEqual(['library/routes', 'catalog/routes']));
  });

  it('waits while a skeleton or a loader shows: the screen is not in place yet', async () => {
    addLink('/catalog');
    const loader = document.createElement('div');
    loader.className = 'sm-loader';
    document.body.append(loader);
    stop = await start();
    await new Promise((done) => setTimeout(done, 700));
    expect(loaded()).toEqual(['library/routes']);
    loader.remove();
    await vi.waitFor(() => expect(loaded()).toEqual(['library/routes', 'catalog/routes']));
  });

  it('does not try again on its own a remote that failed, and a visit still can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'catalog/routes') throw new Error('catalog is down');
      return { routes: [] };
    });
    addLink('/catalog');
    stop = await start();
    await vi.waitFor(() => expect(loaded()).toEqual(['library/routes', 'catalog/routes']));
    addLink('/tags');
    await new Promise((done) => setTimeout(done, 400));
    expect(loaded()).toEqual(['library/routes', 'catalog/routes']);
    const { isRemoteRequested } = await import('./remote-modules');
    expect(isRemoteRequested('catalog')).toBe(false);
  });

  it('with Save-Data fetches nothing on speculation', async () => {
    setSaveData(true);
    addLink('/catalog');
    stop = await start();
    await new Promise((done) => setTimeout(done, 400));
    expect(loaded()).toEqual([]);
  });
});
