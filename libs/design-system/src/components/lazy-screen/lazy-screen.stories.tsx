import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { lazyScreens } from './lazy-screen';

/** How a remote's screen that is a chunk of its own shows while it loads, and when it cannot be fetched. */
function LazyScreenDemo({ outcome }: { outcome: 'loading' | 'failed' }) {
  const [element] = useState(() =>
    lazyScreens(undefined).screen('demo', () =>
      outcome === 'loading' ? new Promise(() => undefined) : Promise.reject(new Error('The chunk could not be fetched')),
    ),
  );
  return element;
}

const meta = {
  title: 'Feedback/LazyScreen',
  component: LazyScreenDemo,
  args: { outcome: 'loading' },
} satisfies Meta<typeof LazyScreenDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

/** The chunk could not be fetched: a message in place, and Retry fetches it again. */
export const Failed: Story = {
  args: { outcome: 'failed' },
  // The failure reaches the screen a moment after the loader: the story is rendered once Retry shows.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
