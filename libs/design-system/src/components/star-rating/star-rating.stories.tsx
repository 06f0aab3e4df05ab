import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StarRating } from './star-rating';
import type { StarRatingProps } from './star-rating';

function StatefulStarRating(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <StarRating
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output>Saved rating: {value}</output>
    </div>
  );
}

const meta = {
  title: 'Inputs/StarRating',
  component: StarRating,
  args: { value: 7, onChange: fn(), size: 'md', readOnly: false },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 10, step: 1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => <StatefulStarRating key={args.value} {...args} />,
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a star to set it, click the current one to clear, hover to preview, arrows to change. */
export const Interactive: Story = {};

export const NotRated: Story = { args: { value: 0 } };

export const ReadOnly: Story = { args: { readOnly: true, value: 4 }, render: (args) => <StarRating {...args} /> };

export const Small: Story = { args: { size: 'sm', readOnly: true, value: 9 }, render: (args) => <StarRating {...args} /> };

export const Narrow: Story = { args: { size: 'lg' }, globals: { viewport: { value: 'narrow', isRotated: false } } };
