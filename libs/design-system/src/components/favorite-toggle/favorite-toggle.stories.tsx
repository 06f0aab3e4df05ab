import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FavoriteToggle } from './favorite-toggle';
import type { FavoriteToggleProps } from './favorite-toggle';

function StatefulFavorite(props: FavoriteToggleProps) {
  const [pressed, setPressed] = useState(props.pressed);
  return (
    <FavoriteToggle
      {...props}
      pressed={pressed}
      onChange={(next) => {
        setPressed(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/FavoriteToggle',
  component: FavoriteToggle,
  args: { pressed: false, onChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <StatefulFavorite key={String(args.pressed)} {...args} />,
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavorite: Story = {};

export const Favorite: Story = { args: { pressed: true } };

/** A song in an album's track list. */
export const SmallWithLabel: Story = { args: { size: 'sm', label: 'Favorite: Paranoid Android', pressed: true } };

export const Disabled: Story = { args: { disabled: true } };
