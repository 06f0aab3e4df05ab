/// <reference types="vite/client" />
import { composeStories } from '@storybook/react';
import type { composeStory } from '@storybook/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { NARROW_BREAKPOINT } from '@shelfmark/contract/limits';
import { setViewportWidth } from './test/viewport';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    // jsdom computes no layout or colours, so contrast cannot be measured here; the token
    // contrast test (tokens.test.ts) and the Storybook a11y panel cover it instead.
    'color-contrast': { enabled: false },
  },
};

function isNarrow(globals: Record<string, unknown>): boolean {
  const viewport = globals.viewport as { value?: string } | string | undefined;
  return (typeof viewport === 'string' ? viewport : viewport?.value) === 'narrow';
}

let canvas: HTMLDivElement | null = null;

afterEach(() => {
  canvas?.remove();
  canvas = null;
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  it.each(Object.entries(composeStories(module)) as Array<[string, ComposedStory]>)(
    '%s renders with no serious or critical axe violations',
    async (_name, Story) => {
      if (isNarrow(Story.globals)) setViewportWidth(NARROW_BREAKPOINT - 110);
      canvas = document.body.appendChild(document.createElement('div'));
      await Story.run({ canvasElement: canvas });

      const results = await axe.run(canvas, AXE_OPTIONS);
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
      expect(serious).toEqual([]);
    },
  );
});
