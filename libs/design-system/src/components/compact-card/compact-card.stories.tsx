import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CompactCard } from './compact-card';
import type { CompactCardProps } from './compact-card';

const TAGS = ['space opera', 'desert', 'politics', 'prophecy', 'ecology'].map((label, index) => ({
  id: index + 1,
  label,
  href: `#/tags/${index + 1}`,
}));

const REVIEW =
  'Slow start, but the last third is unforgettable. The politics of the spice trade read differently every time.\nRe-read it every few years and always find something new.';

function RatedCard(props: CompactCardProps) {
  const [rating, setRating] = useState(props.rating ?? 0);
  return <CompactCard {...props} rating={rating} onRatingChange={setRating} />;
}

const meta = {
  title: 'Media/CompactCard',
  component: CompactCard,
  args: {
    title: 'Dune Messiah',
    href: '#/book/12',
    series: { name: 'Dune', number: 2 },
    author: 'Herbert, Frank',
    tags: TAGS,
    rating: 8,
    review: REVIEW,
  },
  render: (args) => <RatedCard key={args.rating} {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4 tags on wide screens; the review collapses to 1 line with 'read more'. */
export const Full: Story = {};

/** 2 tags on narrow screens. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

export const ReadOnly: Story = { render: (args) => <CompactCard {...args} /> };

export const Minimal: Story = { args: { series: null, tags: [], rating: 0, review: undefined } };

export const LongTitle: Story = {
  args: {
    title: 'The Hitchhiker’s Guide to the Galaxy: The Restaurant at the End of the Universe, Collector’s Edition',
    author: 'Adams, Douglas & Colfer, Eoin',
  },
};
