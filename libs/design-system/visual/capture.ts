import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tools/scripts/chromium';
import { HEIGHTS, type Shot, THEMES, type Theme, WIDTHS, type Width } from './stories';

type Story = Pick<Shot, 'storyId' | 'title' | 'name'>;

/** No motion and no blinking caret, so a shot does not depend on when it is taken. */
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;

/**
 * Flags for the same pixels on every run: no LCD subpixel text, font hinting or GPU
 * rasterisation differences, one colour profile.
 */
const STABLE_FLAGS = ['--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb', '--disable-skia-runtime-opts', '--hide-scrollbars'];

/** Waits until the page has nothing left to settle: fonts loaded, images decoded, two frames painted. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * Shows another story in the already loaded preview through Storybook's own channel (what the
 * manager does when a story is picked), without reloading the preview bundle for each story.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((done) => {
        type Channel = { on(event: string, fn: (arg: unknown) => void): void; off(event: string, fn: (arg: unknown) => void): void; emit(event: string, arg: unknown): void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const handlers = events.map((event) => {
          const handler = (arg: unknown) => {
            const storyOfEvent = typeof arg === 'string' ? arg : (arg as { storyId?: string } | undefined)?.storyId;
            if (event === 'storyRendered' && storyOfEvent !== id) return;
            handlers.forEach(([name, fn]) => channel.off(name, fn));
            done(event);
          };
          channel.on(event, handler);
          return [event, handler] as const;
        });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  if (outcome !== 'storyRendered') throw new Error(`Story ${storyId} did not render (${outcome})`);
}

/** Loads the preview on a story, the theme set through Storybook's globals (preview.tsx's decorator). */
async function loadStory(page: Page, baseUrl: string, theme: Theme, storyId: string): Promise<void> {
  // Storybook rewrites the address to its own spelling as it starts, which can cut goto short.
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme%3A${theme}`).catch(async (error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
    await page.waitForLoadState('load');
  });
  await page.addStyleTag({ content: STILL_CSS });
  await page.waitForFunction(() => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'));
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) throw new Error(`Story ${storyId} did not render`);
  // As showStory's storyRendered: the story's play function (a state it waits for) has run too.
  await page.waitForFunction(() => {
    const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'errored';
  });
}

async function openPreview(browser: Browser, width: Width, theme: Theme): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: HEIGHTS[width] }, deviceScaleFactor: 1, colorScheme: theme, reducedMotion: 'reduce' });
  // tsx (esbuild's keepNames) wraps the functions passed to evaluate in __name(), which the page lacks.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return page;
}

async function screenshot(page: Page): Promise<Buffer> {
  await settle(page);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
}

/**
 * Renders each story at each width in each theme in Chromium, from a served static Storybook
 * build, and hands every screenshot to `take` as it is made. One preview page per width and
 * theme, two of them at a time.
 */
export async function captureStories(baseUrl: string, stories: Story[], take: (shot: Shot, png: Buffer) => Promise<void> | void): Promise<void> {
  if (stories.length === 0) return;
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...launch.args, ...STABLE_FLAGS] });
  try {
    const runs = WIDTHS.flatMap((width) => THEMES.map((theme) => ({ width, theme })));
    const one = async ({ width, theme }: { width: Width; theme: Theme }) => {
      const page = await openPreview(browser, width, theme);
      try {
        for (const [position, story] of stories.entries()) {
          if (position === 0) await loadStory(page, baseUrl, theme, story.storyId);
          // Now and then the preview document is replaced under the switch; loading the story afresh settles it.
          else await showStory(page, story.storyId).catch(() => loadStory(page, baseUrl, theme, story.storyId));
          await take({ ...story, width, theme }, await screenshot(page));
        }
      } finally {
        await page.close();
      }
    };
    for (let start = 0; start < runs.length; start += 2) await Promise.all(runs.slice(start, start + 2).map(one));
  } finally {
    await browser.close();
  }
}
