import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { IconProps } from './icons';
import { AlertIcon, CheckIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, HeartIcon, PlusIcon, SearchIcon, StarIcon } from './icons';

const ICONS: Array<[string, ComponentType<IconProps>]> = [
  ['AlertIcon', AlertIcon],
  ['CheckIcon', CheckIcon],
  ['ChevronDownIcon', ChevronDownIcon],
  ['ChevronLeftIcon', ChevronLeftIcon],
  ['ChevronRightIcon', ChevronRightIcon],
  ['CloseIcon', CloseIcon],
  ['HeartIcon', HeartIcon],
  ['PlusIcon', PlusIcon],
  ['SearchIcon', SearchIcon],
  ['StarIcon', StarIcon],
];

/** Every icon at a size, in the current text colour (they take `currentColor`). */
function IconSheet({ size }: { size: number }) {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 16, listStyle: 'none', padding: 0 }}>
      {ICONS.map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, color: 'var(--sm-color-text)' }}>
          <Icon size={size} />
          <code style={{ fontSize: 'var(--sm-font-size-xs)' }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconSheet,
  args: { size: 24 },
} satisfies Meta<typeof IconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Small: Story = { args: { size: 16 } };

/** The two icons with a filled state (rating stars, the favourite heart), in the primary colour. */
export const Filled: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 16, color: 'var(--sm-color-primary)' }}>
      <StarIcon size={32} filled />
      <HeartIcon size={32} filled />
    </p>
  ),
};
